import { Component, signal } from '@angular/core';
import { form, FormField } from '@angular/forms/signals';
import { BLANK_APPLICATION, PlotApplication } from './plot-application';
import { HINT, plotRules } from './plot-rules';

@Component({
  selector: 'app-root',
  imports: [FormField],
  templateUrl: './app.html',
})
export class App {
  protected readonly hint = HINT;
  protected readonly application = signal<PlotApplication>(BLANK_APPLICATION);
  protected readonly plotForm = form(this.application, plotRules);
}
