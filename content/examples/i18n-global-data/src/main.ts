import '@angular/common/locales/global/de-CH';

import { LOCALE_ID } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { App } from './app/app';

bootstrapApplication(App, {
  providers: [{ provide: LOCALE_ID, useValue: 'de-CH' }],
}).catch((error) => console.error(error));
