import { Component } from '@angular/core';
import { TrailPhotos } from './trail-photos';

@Component({
  selector: 'app-root',
  imports: [TrailPhotos],
  templateUrl: './app.html',
})
export class App {}
