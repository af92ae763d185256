import { Component, input } from '@angular/core';

@Component({
  selector: 'app-chapter',
  template: `<ng-content />`,
})
export class Chapter {
  readonly title = input.required<string>();
  readonly startsAt = input.required<number>();
}
