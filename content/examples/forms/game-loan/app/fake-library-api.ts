import { HttpErrorResponse, HttpInterceptorFn, HttpResponse } from '@angular/common/http';
import { delay, of, throwError } from 'rxjs';

const CARDS: Record<string, { holder: string; active: boolean }> = {
  '100200': { holder: 'Noor', active: true },
  '100300': { holder: 'Tomasz', active: false },
};

/**
 * Stands in for the library's server, so the example runs without a network.
 * A real application would not register this interceptor.
 */
export const fakeLibraryApi: HttpInterceptorFn = (request, next) => {
  const card = request.url.match(/^\/api\/cards\/(\d+)$/);
  if (card) {
    const found = CARDS[card[1]];
    return found
      ? of(new HttpResponse({ status: 200, body: found })).pipe(delay(600))
      : throwError(() => new HttpErrorResponse({ status: 404, url: request.url })).pipe(delay(600));
  }
  if (request.url === '/api/loans' && request.method === 'POST') {
    const loan = request.body as { days: number };
    return loan.days > 14
      ? throwError(
          () => new HttpErrorResponse({ status: 422, error: { field: 'days', message: 'Loans of new releases end after 14 days.' } }),
        ).pipe(delay(800))
      : of(new HttpResponse({ status: 201, body: { loanId: 'L-' + Date.now() } })).pipe(delay(800));
  }
  return next(request);
};
