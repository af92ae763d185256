import { bootstrapApplication } from '@angular/platform-browser';
import { provideAnimationsAsync } from '@angular/platform-browser/animations/async';
import { App } from './app/app';

bootstrapApplication(App, {
  providers: [provideAnimationsAsync()],
}).catch((error) => console.error(error));
