import { AnimationCallbackEvent, Component, signal } from '@angular/core';

interface SensorAlert {
  id: number;
  bed: string;
  message: string;
}

@Component({
  selector: 'app-root',
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly showClimate = signal(true);
  protected readonly alerts = signal<SensorAlert[]>([
    { id: 1, bed: 'Tomatoes', message: 'Soil moisture below 30 %' },
    { id: 2, bed: 'Basil', message: 'Leaf temperature above 29 °C' },
  ]);
  private nextId = 3;

  protected addAlert() {
    const beds = ['Peppers', 'Lettuce', 'Strawberries', 'Mint'];
    const bed = beds[this.nextId % beds.length];
    this.alerts.update((list) => [...list, { id: this.nextId++, bed, message: 'Humidity above 85 %' }]);
  }

  protected dismiss(id: number) {
    this.alerts.update((list) => list.filter((alert) => alert.id !== id));
  }

  // animate.leave with a function: Angular keeps the element until animationComplete() runs.
  protected collapse(event: AnimationCallbackEvent) {
    const element = event.target as HTMLElement;
    const animation = element.animate(
      [
        { opacity: 1, height: `${element.offsetHeight}px` },
        { opacity: 0, height: '0px' },
      ],
      { duration: 250, easing: 'ease-in' },
    );
    animation.finished.then(
      () => event.animationComplete(),
      () => event.animationComplete(),
    );
  }
}
