import { NgOptimizedImage } from '@angular/common';
import { Component, signal } from '@angular/core';
import { DepartureBoard } from './departure-board';
import { HarbourMap } from './harbour-map';

@Component({
  selector: 'app-root',
  imports: [DepartureBoard, HarbourMap, NgOptimizedImage],
  template: `
    <h1>Harbour ferries</h1>
    <img ngSrc="morning-star.svg" width="640" height="320" priority alt="The ferry Morning Star leaving Port Ellis" />
    <p>Crossings from {{ harbour }}</p>
    <p>{{ crossingsToday() }} crossings today</p>
    <app-departure-board />
    @defer (on viewport) {
      <app-harbour-map />
    } @placeholder {
      <p>The harbour map loads when you scroll to it.</p>
    }
  `,
  styles: `
    h1 {
      margin-top: 0;
      color: #0b5d6b;
    }
  `,
})
export class App {
  protected readonly harbour = 'Port Ellis';
  protected readonly crossingsToday = signal(14);
}
