import { inject, resource } from '@angular/core';
import { nonBlocking, Routes } from '@angular/router';
import { LighthouseApi } from './lighthouse-api';
import { LighthousePage } from './lighthouse-page';
import { NotFound } from './not-found';

export const routes: Routes = [
  { path: '', pathMatch: 'full', redirectTo: 'lighthouses/longships' },
  {
    path: 'lighthouses/:id',
    component: LighthousePage,
    resources: ({ params }) => {
      const api = inject(LighthouseApi);
      return {
        lighthouse: resource({
          params: () => params()['id'] as string,
          loader: ({ params: id, abortSignal }) => api.details(id, abortSignal),
        }),
        visits: nonBlocking(
          resource({
            params: () => params()['id'] as string,
            loader: ({ params: id, abortSignal }) => api.visits(id, abortSignal),
          }),
        ),
      };
    },
  },
  { path: 'not-found', component: NotFound },
];
