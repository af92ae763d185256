// Top banner rules (spec §3, §4, §9). Pure: unit-tested in Node.

/** Prefix of the key under which a closed banner is remembered, followed by the banner id. */
export const BANNER_CLOSED_KEY_PREFIX = 'docs-was-closed-top-banner-';

/** The expiry used when none is given: the year 3000. */
export const DEFAULT_BANNER_EXPIRY = '3000-01-01';

export function bannerClosedKey(id: string): string {
  return `${BANNER_CLOSED_KEY_PREFIX}${id}`;
}

/** Parses an expiry date; an invalid one throws 'Invalid date string'. */
export function parseExpiry(value: string | undefined | null): Date {
  const date = new Date(value === undefined || value === null || value === '' ? DEFAULT_BANNER_EXPIRY : value);
  if (Number.isNaN(date.getTime())) throw new Error('Invalid date string');
  return date;
}

/** Whether the banner shows: not closed before and not expired (expiry is the first moment it is hidden). */
export function isBannerVisible(options: { expiry: Date; now: number; closed: boolean }): boolean {
  return !options.closed && options.now < options.expiry.getTime();
}
