import { Component, input } from '@angular/core';

@Component({
  selector: 'app-temperature-widget',
  template: `<p>{{ zone() }}: 24.5 °C, vents closed</p>`,
})
export class TemperatureWidget {
  readonly zone = input.required<string>();
}

@Component({
  selector: 'app-humidity-widget',
  template: `<p>{{ zone() }}: 71 % relative humidity, misting off</p>`,
})
export class HumidityWidget {
  readonly zone = input.required<string>();
}
