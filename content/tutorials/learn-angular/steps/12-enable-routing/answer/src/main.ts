import { IMAGE_LOADER } from '@angular/common';
import { bootstrapApplication } from '@angular/platform-browser';
import { provideRouter, withHashLocation } from '@angular/router';
import { App } from './app/app';
import { routes } from './app/app.routes';
import { ferryPhotoLoader } from './app/ferry-photos';

bootstrapApplication(App, {
  providers: [{ provide: IMAGE_LOADER, useValue: ferryPhotoLoader }, provideRouter(routes, withHashLocation())],
}).catch((error) => console.error(error));
