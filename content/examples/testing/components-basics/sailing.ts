export interface Sailing {
  /** Departure time, `HH:mm`. */
  time: string;
  destination: string;
}
