import { inject } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import {
  provideRouter,
  RedirectCommand,
  Router,
  withComponentInputBinding,
  withHashLocation,
  withNavigationErrorHandler,
  withRouterResources,
} from '@angular/router';
import { App } from './app/app';
import { routes } from './app/app.routes';

bootstrapApplication(App, {
  providers: [
    provideRouter(
      routes,
      withRouterResources(),
      withComponentInputBinding(),
      withHashLocation(),
      withNavigationErrorHandler(() => new RedirectCommand(inject(Router).parseUrl('/not-found'))),
    ),
  ],
}).catch((error) => console.error(error));
