import { randomInt } from "node:crypto";
import type { Insertable, Transaction } from "kysely";
import { S10_SERIAL_COUNT, s10Identifier } from "../../src/domain/s10";
import type { Database, OrdersTable } from "../db/schema";

/**
 * Orders' tracking references (issue 13, decision 025): UPU S10 identifiers with a serial drawn at
 * random, so that one reference tells nothing about the number of orders or about any other
 * reference. The unique index on orders.reference (migration 009) has the last word.
 */

/**
 * "NB": the S10 standard keeps the service indicators N* for domestic and bilateral use, which is
 * what a private network's own labels are (they claim no UPU service such as EMS "E*" or
 * registered "R*"); and "NB" is how this portal's references have always begun (the default
 * platform's id), so labels, searches and habits stay the same.
 */
export const TRACKING_REFERENCE_SERVICE = "NB";
/** The country of the issuing network: the Brazilian hub every demo order goes through, as before. */
export const TRACKING_REFERENCE_COUNTRY = "BR";

/**
 * Draws before giving up. A draw collides with probability (orders so far) / 100,000,000: even with
 * a million orders, five collisions in a row happen once in 10^10 orders.
 */
export const MAX_REFERENCE_DRAWS = 5;

/** A draw of a serial from 0 to S10_SERIAL_COUNT - 1; the demo seed passes a seeded one. */
export type SerialDraw = () => number;

/** Unpredictable serials: the operating system's cryptographic generator. */
export const cryptoSerial: SerialDraw = () => randomInt(S10_SERIAL_COUNT);

export const trackingReference = (draw: SerialDraw = cryptoSerial): string =>
  s10Identifier({ service: TRACKING_REFERENCE_SERVICE, serial: draw(), country: TRACKING_REFERENCE_COUNTRY });

/**
 * Inserts the order with a fresh reference and returns its id, drawing again when the reference is
 * already taken. `on conflict (reference) do nothing` lets the row be retried inside the caller's
 * transaction on both databases (a failed statement would abort a PostgreSQL transaction); a
 * clash on another unique index (the seller's order number) still throws for the caller.
 */
export async function insertWithFreshReference(
  trx: Transaction<Database>,
  values: Omit<Insertable<OrdersTable>, "reference">,
  draw: SerialDraw = cryptoSerial,
): Promise<{ id: number; reference: string }> {
  for (let attempt = 1; attempt <= MAX_REFERENCE_DRAWS; attempt += 1) {
    const reference = trackingReference(draw);
    const row = await trx
      .insertInto("orders")
      .values({ ...values, reference })
      .onConflict((conflict) => conflict.column("reference").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (row) return { id: row.id, reference };
  }
  throw new Error(`No free tracking reference after ${MAX_REFERENCE_DRAWS} draws`);
}
