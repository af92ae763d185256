import { HttpClient, HttpErrorResponse } from '@angular/common/http';
import { Component, inject, resource, signal } from '@angular/core';
import {
  form,
  FormField,
  FormRoot,
  max,
  min,
  pattern,
  required,
  validateAsync,
  validateHttp,
} from '@angular/forms/signals';
import { firstValueFrom } from 'rxjs';
import { GameShelf } from './game-shelf';

interface LoanRequest {
  cardNumber: string;
  gameTitle: string;
  days: number;
}

@Component({
  selector: 'app-root',
  imports: [FormField, FormRoot],
  templateUrl: './app.html',
})
export class App {
  private readonly http = inject(HttpClient);
  private readonly shelf = inject(GameShelf);

  protected readonly loan = signal<LoanRequest>({ cardNumber: '', gameTitle: '', days: 7 });
  protected readonly confirmation = signal('');

  protected readonly loanForm = form(
    this.loan,
    (path) => {
      required(path.cardNumber, { message: 'Scan or type the library card number.' });
      pattern(path.cardNumber, /^\d{6}$/, { message: 'Card numbers have six digits.' });
      validateHttp(path.cardNumber, {
        request: ({ value }) => `/api/cards/${value()}`,
        debounce: 300,
        onSuccess: (card: { holder: string; active: boolean }) =>
          card.active ? undefined : { kind: 'cardExpired', message: `${card.holder}'s card has expired.` },
        onError: (error) =>
          error instanceof HttpErrorResponse && error.status === 404
            ? { kind: 'unknownCard', message: 'No card has this number.' }
            : { kind: 'cardCheckFailed', message: 'The card could not be checked. Try again.' },
      });

      required(path.gameTitle, { message: 'Which game are you borrowing?' });
      validateAsync(path.gameTitle, {
        params: ({ value }) => value(),
        debounce: 300,
        factory: (title) =>
          resource({
            params: title,
            loader: ({ params }) => this.shelf.copiesAvailable(params),
          }),
        onSuccess: (copies) =>
          copies === null
            ? { kind: 'notInCatalogue', message: 'This game is not in the catalogue.' }
            : copies === 0
              ? { kind: 'allOnLoan', message: 'Every copy is on loan right now.' }
              : undefined,
        onError: () => ({ kind: 'shelfCheckFailed', message: 'The shelf could not be checked.' }),
      });

      min(path.days, 1, { message: 'Borrow for at least one day.' });
      max(path.days, 28, { message: 'Loans last four weeks at most.' });
    },
    {
      submission: {
        action: async (field) => {
          try {
            const result = await firstValueFrom(
              this.http.post<{ loanId: string }>('/api/loans', field().value()),
            );
            this.confirmation.set(`Loan ${result.loanId} confirmed.`);
            field().reset({ cardNumber: '', gameTitle: '', days: 7 });
            return undefined;
          } catch (error) {
            if (error instanceof HttpErrorResponse && error.status === 422) {
              return { kind: 'server', message: error.error.message, fieldTree: field.days };
            }
            return { kind: 'server', message: 'The loan could not be saved. Try again.' };
          }
        },
      },
    },
  );
}
