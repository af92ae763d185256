import { provideHttpClient, withInterceptors } from '@angular/common/http';
import { bootstrapApplication } from '@angular/platform-browser';
import { provideRouter, withComponentInputBinding, withHashLocation } from '@angular/router';
import { App } from './app/app';
import { routes } from './app/app.routes';
import { fakeBackend } from './app/fake-backend';

bootstrapApplication(App, {
  providers: [provideRouter(routes, withHashLocation(), withComponentInputBinding()), provideHttpClient(withInterceptors([fakeBackend]))],
}).catch((error) => console.error(error));
