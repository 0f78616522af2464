/**
 * Money is stored in whole cents so that sums are exact; requests and answers speak the
 * currency's units. Every conversion between the two goes through these, so that no file keeps
 * its own "/ 100".
 */
export const CENTS_PER_UNIT = 100;

/** Units of a request (19.9) to the cents a column keeps (1990). */
export const toCents = (units: number) => Math.round(units * CENTS_PER_UNIT);

/** Cents of a column (1990) to the units an answer gives (19.9). */
export const units = (cents: number) => cents / CENTS_PER_UNIT;
