import { HttpErrorResponse, provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Episode, EpisodeCatalog } from './episode-catalog';

describe('EpisodeCatalog', () => {
  let catalog: EpisodeCatalog;
  let httpTesting: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
    catalog = TestBed.inject(EpisodeCatalog);
    httpTesting = TestBed.inject(HttpTestingController);
  });

  afterEach(() => {
    // Fails the test if it left a request unanswered.
    httpTesting.verify();
  });

  it('requests the episodes of a show and sorts them by title', async () => {
    const result = firstValueFrom(catalog.episodesOf('night sky'));

    const request = httpTesting.expectOne('/api/shows/night%20sky/episodes');
    expect(request.request.method).toBe('GET');
    request.flush([
      { id: 'ns-2', title: 'Venus at dusk', durationMinutes: 31 },
      { id: 'ns-1', title: 'Meteor showers', durationMinutes: 27 },
    ] satisfies Episode[]);

    expect((await result).map((episode) => episode.id)).toEqual(['ns-1', 'ns-2']);
  });

  it('passes a server error on to the caller', async () => {
    const result = firstValueFrom(catalog.episodesOf('tide-tables'));

    httpTesting
      .expectOne('/api/shows/tide-tables/episodes')
      .flush('Show not found', { status: 404, statusText: 'Not Found' });

    await expect(result).rejects.toBeInstanceOf(HttpErrorResponse);
  });
});
