import { Component, computed, signal } from '@angular/core';
import { RouteTile } from './route-tile';

interface ClimbingRoute {
  name: string;
  grade: string;
  colour: string;
}

@Component({
  selector: 'app-root',
  imports: [RouteTile],
  template: `
    <h2>Tonight's circuit</h2>
    <p>{{ sentCount() }} of {{ routes.length }} routes sent. Click a route or press Space.</p>
    @for (route of routes; track route.name) {
      <app-route-tile
        [name]="route.name"
        [grade]="route.grade"
        [holdColour]="route.colour"
        [sent]="sent().has(route.name)"
        (sentChange)="mark(route.name, $event)"
        wall="Cave"
      />
    }
  `,
})
export class App {
  protected readonly routes: ClimbingRoute[] = [
    { name: 'Warm-up traverse', grade: '5a', colour: '#2e7d32' },
    { name: 'Crimp city', grade: '6b', colour: '#1565c0' },
    { name: 'Roof dyno', grade: '7a', colour: '#c62828' },
  ];

  protected readonly sent = signal(new Set<string>());
  protected readonly sentCount = computed(() => this.sent().size);

  protected mark(name: string, isSent: boolean) {
    this.sent.update((current) => {
      const next = new Set(current);
      if (isSent) {
        next.add(name);
      } else {
        next.delete(name);
      }
      return next;
    });
  }
}
