import { HttpContextToken, HttpEventType, HttpInterceptorFn, HttpResponse } from '@angular/common/http';
import { inject } from '@angular/core';
import { of, tap } from 'rxjs';
import { RequestLog } from './request-log';

/** Adds the listener's API key to every request for our own API. */
export const apiKey: HttpInterceptorFn = (request, next) => {
  if (!request.url.startsWith('/api/')) {
    return next(request);
  }
  return next(request.clone({ setHeaders: { 'X-Api-Key': 'listener-42' } }));
};

/** Logs each request with its status and duration. */
export const timing: HttpInterceptorFn = (request, next) => {
  const log = inject(RequestLog);
  const started = performance.now();
  return next(request).pipe(
    tap({
      next: (event) => {
        if (event.type === HttpEventType.Response) {
          const ms = Math.round(performance.now() - started);
          const key = request.headers.get('X-Api-Key') ?? 'none';
          log.add(`${request.method} ${request.urlWithParams} → ${event.status} in ${ms} ms (key: ${key})`);
        }
      },
      error: () => log.add(`${request.method} ${request.urlWithParams} → failed`),
    }),
  );
};

/** Lets a caller opt out of the cache: `context: new HttpContext().set(CACHE_ENABLED, false)`. */
export const CACHE_ENABLED = new HttpContextToken<boolean>(() => true);

const cache = new Map<string, HttpResponse<unknown>>();

/** Answers repeated GET requests from memory. */
export const cacheGets: HttpInterceptorFn = (request, next) => {
  if (request.method !== 'GET' || !request.context.get(CACHE_ENABLED)) {
    return next(request);
  }
  const cached = cache.get(request.urlWithParams);
  if (cached) {
    return of(cached.clone());
  }
  return next(request).pipe(
    tap((event) => {
      if (event instanceof HttpResponse) {
        cache.set(request.urlWithParams, event.clone());
      }
    }),
  );
};
