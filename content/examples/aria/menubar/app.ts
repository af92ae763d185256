import { Component, signal } from '@angular/core';
import { Menu, MenuBar, MenuContent, MenuItem } from '@angular/aria/menu';

@Component({
  selector: 'app-root',
  imports: [MenuBar, Menu, MenuItem, MenuContent],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly speeds = ['1×', '1.5×', '2×'];
  protected readonly speed = signal('1×');
  protected readonly lastCommand = signal('none');

  protected choose(value: string | undefined) {
    if (!value) return;
    if (this.speeds.includes(value)) this.speed.set(value);
    this.lastCommand.set(value);
  }
}
