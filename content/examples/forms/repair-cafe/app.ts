import { Component } from '@angular/core';
import { DynamicForm } from './dynamic-form';
import { INTAKE_DEFINITION } from './intake-definition';

@Component({
  selector: 'app-root',
  imports: [DynamicForm],
  template: `<app-dynamic-form [definition]="intake" />`,
})
export class App {
  protected readonly intake = INTAKE_DEFINITION;
}
