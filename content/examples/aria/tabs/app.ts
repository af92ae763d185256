import { Component, signal } from '@angular/core';
import { Tab, TabContent, TabList, TabPanel, Tabs } from '@angular/aria/tabs';

@Component({
  selector: 'app-root',
  imports: [Tabs, TabList, Tab, TabPanel, TabContent],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly selected = signal<string | undefined>('sensors');
  protected readonly sensors = [
    { bed: 'Tomatoes', moisture: 41 },
    { bed: 'Basil', moisture: 63 },
  ];
}
