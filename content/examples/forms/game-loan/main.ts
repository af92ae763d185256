import { provideHttpClient, withInterceptors } from '@angular/common/http';
import { bootstrapApplication } from '@angular/platform-browser';
import { App } from './app/app';
import { fakeLibraryApi } from './app/fake-library-api';

bootstrapApplication(App, {
  providers: [provideHttpClient(withInterceptors([fakeLibraryApi]))],
}).catch((error) => console.error(error));
