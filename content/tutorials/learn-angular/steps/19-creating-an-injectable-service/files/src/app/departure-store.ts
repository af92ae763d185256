import type { Departure } from './departure';

export class DepartureStore {}
