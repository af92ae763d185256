import { Component, signal } from '@angular/core';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@angular/aria/menu';

@Component({
  selector: 'app-root',
  imports: [Menu, MenuItem, MenuTrigger, MenuContent],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly lastAction = signal('none');

  protected run(action: string | undefined) {
    this.lastAction.set(action ?? 'none');
  }
}
