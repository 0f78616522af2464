import type { Insertable, Transaction } from "kysely";
import { type CreateVolumeReversesRequest, REVERSE_MESSAGES, REVERSE_VOLUME_MESSAGES, type VolumeReverse } from "../../src/api/schemas/volume-reverses";
import { reverseNumber, reverseRefusal } from "../../src/domain/volume-reverse";
import { isUniqueViolation } from "../db/portable";
import type { Database } from "../db/schema";
import type { VolumeReversesTable } from "../db/schema-volume-reverses";
import { type AuthUser, type ServerDeps, isoNow } from "../deps";
import { HttpError } from "../http/errors";
import { findOrderRow } from "../orders/order-rows";
import { MAX_REFERENCE_DRAWS, trackingReference } from "../orders/tracking-reference";
import { REVERSE_COLUMNS, reverseAnswer, reversesOfSeller } from "./reverse-answers";

/** What a reverse copies of its volume: the box's first item (by id), as the spec's one item. */
async function firstItems(trx: Transaction<Database>, orderId: number) {
  const rows = await trx
    .selectFrom("order_items")
    .innerJoin("order_boxes", "order_boxes.id", "order_items.box_id")
    .select(["order_boxes.number as box_number", "order_items.name", "order_items.description", "order_items.hs_code"])
    .where("order_items.order_id", "=", orderId)
    .orderBy("order_items.id")
    .execute();
  const byBox = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!byBox.has(row.box_number)) byBox.set(row.box_number, row);
  return byBox;
}

/**
 * Makes a reverse of each chosen volume of the seller's order, in the caller's transaction
 * (runMutation): all of them or, on any refusal, none (decision 015). Refusals are 409 with the
 * texts of REVERSE_MESSAGES; a volume of another order (or another seller's) is a 422 on
 * `volume_ids`, and another seller's order a 404.
 */
export async function createVolumeReverses(trx: Transaction<Database>, deps: Pick<ServerDeps, "now">, user: AuthUser, orderId: number, input: CreateVolumeReversesRequest): Promise<VolumeReverse[]> {
  const order = await findOrderRow(trx, user.seller_id, orderId, { toChange: true });
  const contract = await trx.selectFrom("contracts").select(["allows_reverse", "delivery_mode", "reverse_carrier_name"]).where("id", "=", order.contract_id).executeTakeFirstOrThrow();
  const volumes = await trx
    .selectFrom("order_volumes")
    .leftJoin("volume_reverses", "volume_reverses.volume_id", "order_volumes.id")
    .select(["order_volumes.id", "order_volumes.box_number", "volume_reverses.id as reverse_id"])
    .where("order_volumes.order_id", "=", order.id)
    .orderBy("order_volumes.box_number")
    .execute();
  const chosen = [...new Set(input.volume_ids)];
  const ofOrder = new Set(volumes.map((volume) => volume.id));
  if (chosen.some((id) => !ofOrder.has(id))) throw new HttpError(422, [{ volume_ids: [REVERSE_VOLUME_MESSAGES.notOfThisOrder] }]);

  const refusal = reverseRefusal({
    contract: { allows_reverse: contract.allows_reverse === 1, delivery_mode: contract.delivery_mode, reverse_carrier_name: contract.reverse_carrier_name },
    order_status_id: order.current_status_id,
    volumes: volumes.map((volume) => ({ id: volume.id, reversed: volume.reverse_id !== null })),
    chosen,
  });
  if (refusal) throw new HttpError(409, [REVERSE_MESSAGES[refusal]]);
  const carrierName = contract.reverse_carrier_name ?? "";

  const items = await firstItems(trx, order.id);
  const at = isoNow(deps);
  const made: number[] = [];
  for (const volume of volumes.filter((v) => chosen.includes(v.id))) {
    const item = items.get(volume.box_number);
    const values = {
      seller_id: user.seller_id,
      order_id: order.id,
      volume_id: volume.id,
      reverse_number: reverseNumber(order.order_number, volume.box_number),
      carrier_name: carrierName,
      item_name: item?.name ?? "",
      description: item?.description ?? null,
      hs_code: item?.hs_code ?? "",
      created_by: user.id,
      created_at: at,
    };
    made.push(await insertWithFreshTracking(trx, values));
  }
  const rows = await reversesOfSeller(trx, user.seller_id).where("volume_reverses.id", "in", made).select(REVERSE_COLUMNS).orderBy("order_volumes.box_number").execute();
  return rows.map(reverseAnswer);
}

/**
 * Inserts with a fresh S10 tracking reference, drawing again when it is taken (like orders,
 * decision 025). Another request that reversed the same volume between the check and here
 * makes the unique volume_id refuse the row: the same 409 as had it been seen first.
 */
async function insertWithFreshTracking(trx: Transaction<Database>, values: Omit<Insertable<VolumeReversesTable>, "tracking_reference">): Promise<number> {
  for (let attempt = 1; attempt <= MAX_REFERENCE_DRAWS; attempt += 1) {
    const row = await insertReverse(trx, { ...values, tracking_reference: trackingReference() }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? new HttpError(409, [REVERSE_MESSAGES.already_in_reverse]) : error;
    });
    if (row) return row.id;
  }
  throw new Error(`No free tracking reference after ${MAX_REFERENCE_DRAWS} draws`);
}

function insertReverse(trx: Transaction<Database>, values: Insertable<VolumeReversesTable>) {
  return trx
    .insertInto("volume_reverses")
    .values(values)
    .onConflict((conflict) => conflict.column("tracking_reference").doNothing())
    .returning("id")
    .executeTakeFirst();
}
