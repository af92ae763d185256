/// <reference types="@angular/localize" />

import { LOCALE_ID } from '@angular/core';
import { registerLocaleData } from '@angular/common';
import { bootstrapApplication } from '@angular/platform-browser';
import { loadTranslations } from '@angular/localize';

type TranslatedLocale = 'fr' | 'de-CH';

const localeData: Record<TranslatedLocale, () => Promise<{ default: unknown }>> = {
  fr: () => import('@angular/common/locales/fr'),
  'de-CH': () => import('@angular/common/locales/de-CH'),
};

function pickLocale(): TranslatedLocale | 'en-US' {
  const requested = document.documentElement.lang;
  return requested === 'fr' || requested === 'de-CH' ? requested : 'en-US';
}

async function start(): Promise<void> {
  const locale = pickLocale();

  if (locale !== 'en-US') {
    const [response, data] = await Promise.all([
      fetch(`/i18n/messages.${locale}.json`),
      localeData[locale](),
    ]);
    const file = (await response.json()) as { translations: Record<string, string> };
    loadTranslations(file.translations);
    registerLocaleData(data.default, locale);
  }

  // Import the application only now, so that no `$localize` string runs before the translations are loaded.
  const { App } = await import('./app/app');
  await bootstrapApplication(App, { providers: [{ provide: LOCALE_ID, useValue: locale }] });
}

start().catch((error) => console.error(error));
