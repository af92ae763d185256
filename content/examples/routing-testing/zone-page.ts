import { Component, inject } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute, RouterOutlet } from '@angular/router';

@Component({
  selector: 'app-zone-page',
  imports: [RouterOutlet],
  template: `
    <h1>Zone {{ params().get('zoneId') }}</h1>
    <router-outlet />
  `,
})
export class ZonePage {
  protected readonly params = toSignal(inject(ActivatedRoute).paramMap, { requireSync: true });
}

@Component({
  selector: 'app-zone-climate',
  template: `<h2>Climate of zone {{ params().get('zoneId') }}</h2>`,
})
export class ZoneClimate {
  // The child sees the parent's :zoneId because routes inherit their parents' parameters.
  protected readonly params = toSignal(inject(ActivatedRoute).paramMap, { requireSync: true });
}
