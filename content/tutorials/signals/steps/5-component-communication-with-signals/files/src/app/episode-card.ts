import { Component } from '@angular/core';

@Component({
  selector: 'app-episode-card',
  template: `<span>An episode</span>`,
})
export class EpisodeCard {}
