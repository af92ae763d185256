import { Component } from '@angular/core';

@Component({
  selector: 'app-route-map',
  template: `
    <h2>Route map</h2>
    <ol>
      <li>Trailhead car park</li>
      <li>Ridge saddle (1,420 m)</li>
      <li>Lake camp</li>
    </ol>
  `,
})
export class RouteMap {}
