import { Component } from '@angular/core';

@Component({
  selector: 'app-volume-control',
  template: `
    <label>
      Volume
      <input type="range" min="0" max="100" />
    </label>
    <button type="button">Mute</button>
  `,
})
export class VolumeControl {}
