import { Component, signal } from '@angular/core';
import { AnimationEvent, animate, state, style, transition, trigger } from '@angular/animations';

@Component({
  selector: 'app-root',
  templateUrl: './app.html',
  styleUrl: './app.css',
  animations: [
    trigger('rampState', [
      state('raised', style({ transform: 'rotate(-70deg)', backgroundColor: '#9fb3c8' })),
      state('lowered', style({ transform: 'rotate(0deg)', backgroundColor: '#3c7a4a' })),
      transition('raised => lowered', [animate('1.2s ease-out')]),
      transition('lowered => raised', [animate('600ms ease-in')]),
    ]),
    trigger('notice', [
      transition(':enter', [style({ opacity: 0, transform: 'translateY(-8px)' }), animate('250ms', style({ opacity: 1, transform: 'none' }))]),
      transition(':leave', [animate('200ms', style({ opacity: 0 }))]),
    ]),
  ],
})
export class App {
  protected readonly lowered = signal(false);
  protected readonly log = signal<string[]>([]);

  protected toggle() {
    this.lowered.update((down) => !down);
  }

  protected onDone(event: AnimationEvent) {
    if (event.fromState === 'void') return;
    this.log.update((lines) => [`${event.fromState} → ${event.toState} in ${event.totalTime} ms`, ...lines].slice(0, 3));
  }
}
