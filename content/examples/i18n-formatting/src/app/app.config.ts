import { ApplicationConfig, DEFAULT_CURRENCY_CODE } from '@angular/core';
import { DATE_PIPE_DEFAULT_OPTIONS, DatePipeConfig } from '@angular/common';

const dateDefaults: DatePipeConfig = { dateFormat: 'fullDate', timezone: '+0200' };

export const appConfig: ApplicationConfig = {
  providers: [
    { provide: DEFAULT_CURRENCY_CODE, useValue: 'CHF' },
    { provide: DATE_PIPE_DEFAULT_OPTIONS, useValue: dateDefaults },
  ],
};
