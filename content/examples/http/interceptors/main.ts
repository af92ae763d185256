import { provideHttpClient, withInterceptors } from '@angular/common/http';
import { bootstrapApplication } from '@angular/platform-browser';
import { App } from './app/app';
import { inMemoryPodcastApi } from './app/in-memory-podcast-api';
import { apiKey, cacheGets, timing } from './app/interceptors';

bootstrapApplication(App, {
  providers: [
    // Order matters: requests pass through these from left to right, responses from right to left.
    provideHttpClient(withInterceptors([apiKey, timing, cacheGets, inMemoryPodcastApi])),
  ],
}).catch((error) => console.error(error));
