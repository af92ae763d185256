import { Service } from '@angular/core';

/** Loan periods. Provided by the component that uses it, not in root. */
@Service({ autoProvided: false })
export class DueDate {
  readonly loanDays = 14;

  from(start: Date): Date {
    const due = new Date(start);
    due.setDate(due.getDate() + this.loanDays);
    return due;
  }
}
