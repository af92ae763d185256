import { Component, signal } from '@angular/core';
import { Toolbar, ToolbarWidget, ToolbarWidgetGroup } from '@angular/aria/toolbar';

type Alignment = 'start' | 'center' | 'end';

@Component({
  selector: 'app-root',
  imports: [Toolbar, ToolbarWidget, ToolbarWidgetGroup],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly bold = signal(false);
  protected readonly italic = signal(false);
  protected readonly alignment = signal<Alignment>('start');
  protected readonly alignments: { value: Alignment; label: string }[] = [
    { value: 'start', label: 'Align left' },
    { value: 'center', label: 'Align centre' },
    { value: 'end', label: 'Align right' },
  ];
  protected readonly saved = signal(0);
}
