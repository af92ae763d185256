import { IMAGE_LOADER } from '@angular/common';
import { bootstrapApplication } from '@angular/platform-browser';
import { App } from './app/app';
import { ferryPhotoLoader } from './app/ferry-photos';

bootstrapApplication(App, {
  providers: [{ provide: IMAGE_LOADER, useValue: ferryPhotoLoader }],
}).catch((error) => console.error(error));
