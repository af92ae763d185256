import { Component, signal } from '@angular/core';

interface Episode {
  id: number;
  title: string;
  minutes: number;
  notes: string;
}

@Component({
  selector: 'app-root',
  templateUrl: './app.html',
  styleUrls: ['./motion.css', './app.css'],
})
export class App {
  protected readonly episodes = signal<Episode[]>([
    { id: 41, title: 'Tides and timetables', minutes: 38, notes: 'How harbour pilots plan around the moon.' },
    { id: 42, title: 'The lighthouse keepers', minutes: 52, notes: 'Interviews with the last keepers on the coast.' },
    { id: 43, title: 'Knots, explained', minutes: 27, notes: 'Bowline, clove hitch and when each one fails.' },
  ]);
  protected readonly playingId = signal<number | null>(null);
  protected readonly openNotes = signal<number | null>(null);
  protected readonly likes = signal(12);
  protected readonly lastEvent = signal('none yet');

  protected togglePlay(id: number) {
    this.playingId.update((current) => (current === id ? null : id));
  }

  protected toggleNotes(id: number) {
    this.openNotes.update((current) => (current === id ? null : id));
  }

  protected shuffle() {
    this.episodes.update((list) => [...list].sort(() => Math.random() - 0.5));
  }

  protected onAnimationEnd(event: AnimationEvent) {
    // animationend bubbles: only report the events of the element that owns the listener.
    if (event.target === event.currentTarget) this.lastEvent.set(`${event.animationName} ended`);
  }
}
