// Date helpers of the API's use cases (UTC).

/** The UTC calendar date of an instant, YYYY-MM-DD (the "today" of the §5 birthday rule). */
export function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Whole epoch seconds of an instant. */
export function epochSeconds(instant: Date): number {
  return Math.floor(instant.getTime() / 1000);
}

export function addSeconds(instant: Date, seconds: number): Date {
  return new Date(instant.getTime() + seconds * 1000);
}
