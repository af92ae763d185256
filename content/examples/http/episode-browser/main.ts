import { provideHttpClient, withInterceptors } from '@angular/common/http';
import { bootstrapApplication } from '@angular/platform-browser';
import { App } from './app/app';
import { inMemoryPodcastApi } from './app/in-memory-podcast-api';

bootstrapApplication(App, {
  providers: [provideHttpClient(withInterceptors([inMemoryPodcastApi]))],
}).catch((error) => console.error(error));
