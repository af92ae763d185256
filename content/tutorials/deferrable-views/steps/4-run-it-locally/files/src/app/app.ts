import { Component } from '@angular/core';
import { RouteMap } from './route-map';
import { TrailPhotos } from './trail-photos';

@Component({
  selector: 'app-root',
  imports: [TrailPhotos, RouteMap],
  templateUrl: './app.html',
})
export class App {}
