import { Component, computed, inject } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute } from '@angular/router';

@Component({
  selector: 'app-sensor-detail',
  template: `
    <h1>Sensor {{ sensorId() }}</h1>
    <p>Showing the last {{ range() }}</p>
  `,
})
export class SensorDetail {
  private readonly route = inject(ActivatedRoute);
  private readonly params = toSignal(this.route.paramMap, { requireSync: true });
  private readonly query = toSignal(this.route.queryParamMap, { requireSync: true });

  readonly sensorId = computed(() => this.params().get('sensorId'));
  readonly range = computed(() => this.query().get('range') ?? '24h');
}
