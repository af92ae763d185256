/** How the rowing club's server stores a reservation. */
export interface Reservation {
  boatId: string;
  start: Date;
  durationMinutes: number;
  crew: string[];
  cox?: string;
}

/** How the form edits one: shaped after the controls, with no optional properties. */
export interface ReservationForm {
  boatId: string;
  day: Date | null;
  startTime: string;
  hours: number;
  crew: { name: string }[];
  withCox: boolean;
  cox: string;
}

export const EMPTY_RESERVATION_FORM: ReservationForm = {
  boatId: '',
  day: null,
  startTime: '07:00',
  hours: 1,
  crew: [{ name: '' }],
  withCox: false,
  cox: '',
};

export function toFormModel(reservation: Reservation): ReservationForm {
  const start = reservation.start;
  return {
    boatId: reservation.boatId,
    day: new Date(Date.UTC(start.getFullYear(), start.getMonth(), start.getDate())),
    startTime: `${String(start.getHours()).padStart(2, '0')}:${String(start.getMinutes()).padStart(2, '0')}`,
    hours: reservation.durationMinutes / 60,
    crew: reservation.crew.map((name) => ({ name })),
    withCox: reservation.cox !== undefined,
    cox: reservation.cox ?? '',
  };
}

export function toReservation(form: ReservationForm): Reservation {
  const [hours, minutes] = form.startTime.split(':').map(Number);
  const day = form.day ?? new Date();
  const reservation: Reservation = {
    boatId: form.boatId,
    start: new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes),
    durationMinutes: Math.round(form.hours * 60),
    crew: form.crew.map((member) => member.name.trim()).filter((name) => name !== ''),
  };
  if (form.withCox) {
    reservation.cox = form.cox.trim();
  }
  return reservation;
}
