import { Pipe, type PipeTransform } from '@angular/core';

/** Formats a number of minutes as hours and minutes: 95 → "1 h 35 min". */
@Pipe({ name: 'duration' })
export class DurationPipe implements PipeTransform {
  transform(minutes: number): string {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const parts = [hours ? `${hours} h` : '', rest || !hours ? `${rest} min` : ''];
    return parts.filter(Boolean).join(' ');
  }
}
