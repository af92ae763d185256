import type { Signup } from './signup';

/**
 * Stands in for the observatory's booking server: answers after 800 ms. Addresses at
 * taken.example already have a booking.
 */
export function sendSignup(signup: Signup): Promise<'booked' | 'email-taken'> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(signup.email.endsWith('@taken.example') ? 'email-taken' : 'booked'), 800);
  });
}
