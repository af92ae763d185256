import { Component, model } from '@angular/core';

@Component({
  selector: 'app-volume-control',
  template: `
    <label>
      Volume
      <input type="range" min="0" max="100" [value]="volume()" (input)="onSlide($event)" />
    </label>
    <button type="button" (click)="volume.set(0)">Mute</button>
  `,
})
export class VolumeControl {
  readonly volume = model(50);

  protected onSlide(event: Event) {
    this.volume.set((event.target as HTMLInputElement).valueAsNumber);
  }
}
