/** One crossing on the timetable. */
export interface Departure {
  id: number;
  destination: string;
  time: string;
  cancelled: boolean;
}
