import type { Kysely, Transaction } from "kysely";
import { CHANNEL_FILE_MESSAGES, type ChannelImportContext, type OrderMapping } from "../../src/api/schemas/channel-files";
import { type ChannelImportRows, type ChannelOrder, type Templates, channelImportRows, channelOfSeller } from "../../src/domain/channel-report";
import type { MeasurementSystem } from "../../src/domain/measurement";
import type { Database } from "../db/schema";
import { HttpError } from "../http/errors";
import { buildImportContext } from "../order-import/import-context";
import { listBoxTemplates, listProductTemplates } from "../templates/template-store";

/**
 * From a stored channel file to the bulk import's rows, on the server: the same domain code the
 * mapping screen runs (src/domain/channel-report), on the stored bytes, the saved mapping and the
 * seller's templates as they are now. The rows then go through the orders-import job, which runs
 * `checkImport` on them like any CSV import; nothing the device showed is trusted.
 */
type Db = Transaction<Database> | Kysely<Database>;

export async function sellerTemplates(db: Db, sellerId: number): Promise<Templates> {
  const [boxes, products] = await Promise.all([listBoxTemplates(db, sellerId), listProductTemplates(db, sellerId)]);
  return { boxes, products };
}

export async function sellerMeasurementSystem(db: Db, sellerId: number): Promise<MeasurementSystem> {
  const seller = await db.selectFrom("sellers").select("measurement_system").where("id", "=", sellerId).executeTakeFirstOrThrow();
  return seller.measurement_system === "imperial" ? "imperial" : "metric";
}

/** The saved mapping names only this file's orders and this seller's templates (422 otherwise, under the order). */
export function assertMappingFits(orders: readonly ChannelOrder[], mapping: readonly OrderMapping[], templates: Templates): void {
  const orderIds = new Set(orders.map((o) => o.order_id));
  const boxIds = new Set(templates.boxes.map((b) => b.id));
  const productIds = new Set(templates.products.map((p) => p.id));
  for (const entry of mapping) {
    if (!orderIds.has(entry.order_id)) throw new HttpError(422, [{ [entry.order_id]: [CHANNEL_FILE_MESSAGES.unknownOrder] }]);
    const unknownBox = entry.box_template_id !== null && !boxIds.has(entry.box_template_id);
    if (unknownBox || entry.products.some((p) => !productIds.has(p.product_template_id))) {
      throw new HttpError(422, [{ [entry.order_id]: [CHANNEL_FILE_MESSAGES.unknownTemplate] }]);
    }
  }
}

export async function channelFileImportRows(db: Db, sellerId: number, orders: readonly ChannelOrder[], mapping: readonly OrderMapping[]): Promise<ChannelImportRows> {
  if (orders.length === 0) throw new HttpError(422, [CHANNEL_FILE_MESSAGES.nothingToImport]);
  const [templates, system, channels] = await Promise.all([
    sellerTemplates(db, sellerId),
    sellerMeasurementSystem(db, sellerId),
    db.selectFrom("sales_channels").select("name").where("seller_id", "=", sellerId).execute(),
  ]);
  return channelImportRows(orders, mapping, templates, system, channelOfSeller(channels));
}

/**
 * The context the orders-import job will check a file's orders with (buildImportContext of
 * server/order-import), sent with the file so the screen checks with it too (decision 041).
 * It needs only two columns of the rows: the order numbers (which are taken) and the HS codes
 * (which need a document). The HS codes are those of every product template of the
 * seller, not only the mapped ones, so the context stays right whatever the user maps next.
 */
export async function channelImportContext(db: Kysely<Database>, sellerId: number, orders: readonly ChannelOrder[]): Promise<ChannelImportContext> {
  const templates = await listProductTemplates(db, sellerId);
  const context = await buildImportContext(db, {
    sellerId,
    orderNumbers: orders.map((order) => order.order_id.trim()),
    hsCodes: templates.map((template) => template.hs_code.trim()),
    sender: null,
    createdBefore: new Set(),
  });
  return {
    ...context,
    contracts: context.contracts.map((contract) => ({ ...contract, terms: { ...contract.terms, incoterms: [...contract.terms.incoterms] } })),
    salesChannels: [...context.salesChannels],
    takenOrderNumbers: [...context.takenOrderNumbers].sort(),
    codesNeedingDocuments: [...(context.codesNeedingDocuments ?? [])],
  };
}
