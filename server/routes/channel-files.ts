import { Hono } from "hono";
import { AmazonImportInput, AmazonSaveInput, CHANNEL_FILE_MESSAGES, ChannelFilesQuery, ChannelFileToken } from "../../src/api/schemas/channel-files";
import { IdParam } from "../../src/api/schemas/common";
import { requirePermission, requireUser } from "../auth/require-user";
import { assertMappingFits, channelFileImportRows, channelImportContext, sellerTemplates } from "../channel-files/channel-import";
import { findChannelFile, insertChannelFile, listChannelFiles, markChannelFileImported, saveChannelMapping } from "../channel-files/channel-file-store";
import { readChannelUpload, readReport } from "../channel-files/channel-file-upload";
import { sellerOfDownloadToken, signDownloadLink } from "../channel-files/download-link";
import { type StartOrdersImport, startOrdersImport } from "../channel-files/start-import";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { fileAnswer } from "../http/file-answer";
import { HttpError } from "../http/errors";
import { readJson, readParams, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";

/** Channel files are text reports; served as such, never sniffed into HTML (nosniff is global). */
const REPORT_CONTENT_TYPE = "text/tab-separated-values; charset=utf-8";

/**
 * Sales channel order files (issue 17, decision 041; calls in src/api/schemas/channel-files.ts).
 * Every group of the seller reads and downloads them; writers (seller:write) upload, map and
 * import. Another seller's file is 404, as a missing one. The download route is public but
 * answers only to a valid, unexpired link made by PUT /amazon_files/{id}.
 */
export function channelFileRoutes(deps: ServerDeps, startImport: StartOrdersImport = startOrdersImport(deps)) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const write = requirePermission("seller:write");

  app.get("/amazon_files", auth, async (c) => {
    const { offset, limit } = readQuery(c, ChannelFilesQuery);
    const { elements, count } = await listChannelFiles(deps.db, c.var.user.seller_id, offset, limit);
    return c.json({ data: { elements, count, ids: elements.map((e) => e.id) } });
  });

  app.post("/amazon_files", auth, write, async (c) => {
    const upload = await readChannelUpload(c);
    const { seller_id, id: user_id } = c.var.user;
    const file = await insertChannelFile(deps.db, { seller_id, user_id, channel: "amazon", name: upload.name, bytes: upload.bytes, orders_count: upload.orders.length, rows_count: upload.rows }, isoNow(deps));
    return c.json(one(file), 201);
  });

  app.get("/amazon_files/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    const sellerId = c.var.user.seller_id;
    const { file, bytes, mapping } = await findChannelFile(deps.db, sellerId, id);
    const { orders } = readReport(bytes);
    return c.json(one({ file, orders, mapping, context: await channelImportContext(deps.db, sellerId, orders) }));
  });

  app.put("/amazon_files/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    await findChannelFile(deps.db, c.var.user.seller_id, id);
    return c.json(one(await signDownloadLink(deps, id, c.var.user.seller_id)));
  });

  app.get("/amazon_files/:id/download", async (c) => {
    const { id } = readParams(c, IdParam);
    const { token } = readQuery(c, ChannelFileToken);
    const sellerId = await sellerOfDownloadToken(deps, id, token);
    if (sellerId === undefined) throw new HttpError(403, [CHANNEL_FILE_MESSAGES.linkExpired]);
    const { file, bytes } = await findChannelFile(deps.db, sellerId, id);
    return fileAnswer(bytes, file.name, REPORT_CONTENT_TYPE);
  });

  app.post("/amazon-save", auth, write, async (c) => {
    const input = await readJson(c, AmazonSaveInput);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      const { bytes } = await findChannelFile(trx, sellerId, input.amazon_file_id);
      assertMappingFits(readReport(bytes).orders, input.orders, await sellerTemplates(trx, sellerId));
      return { status: 200, body: one(await saveChannelMapping(trx, sellerId, input.amazon_file_id, input.orders, isoNow(deps))) };
    });
  });

  app.post("/orders/amazon-import", auth, write, async (c) => {
    const input = await readJson(c, AmazonImportInput);
    const { seller_id: sellerId, id: userId } = c.var.user;
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      const { file, bytes, mapping } = await findChannelFile(trx, sellerId, input.amazon_file_id);
      const { columns, rows } = await channelFileImportRows(trx, sellerId, readReport(bytes).orders, mapping);
      const job = await startImport(trx, { sellerId, userId, file_name: file.name, columns, rows });
      await markChannelFileImported(trx, sellerId, file.id, job.id, isoNow(deps));
      c.header("Location", `/v1/jobs/${job.id}`);
      return { status: 202, body: one(job) };
    });
  });

  return app;
}
