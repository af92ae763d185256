import { Component, signal } from '@angular/core';
import { TideChart } from './tide-chart';
import { WindPanel } from './wind-panel';

@Component({
  selector: 'app-root',
  imports: [TideChart, WindPanel],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly tideHeights = signal([1.4, 2.9, 3.8, 2.2]);
  protected readonly windKnots = signal(14);

  protected receiveCorruptTide() {
    this.tideHeights.update((heights) => [...heights, -12]);
  }

  protected dropBadTides(retry: () => void) {
    this.tideHeights.update((heights) => heights.filter((height) => height >= 0));
    retry();
  }

  protected loseAnemometer() {
    this.windKnots.set(Number.NaN);
  }

  protected restoreWind(retry: () => void) {
    this.windKnots.set(9);
    retry();
  }
}
