import { Hono } from "hono";
import * as v from "valibot";
import { IdParam, Pagination } from "../../src/api/schemas/common";
import { CONTRACT_MESSAGES, ContractFileQuery } from "../../src/api/schemas/contracts";
import { requirePermission, requireUser } from "../auth/require-user";
import { contractDetailsAnswer, contractsInUse, findSellerContract } from "../contracts/contract-details";
import { contractCsv, contractFileName, contractPdf } from "../contracts/contract-files";
import { deleteContract } from "../contracts/delete-contract";
import { sellerContracts } from "../contracts/seller-contracts";
import type { AppEnv, ServerDeps } from "../deps";
import { one, page } from "../http/answers";
import { notFound } from "../http/errors";
import { fileAnswer } from "../http/file-answer";
import { readParams, readQuery } from "../http/validate";

const ListQuery = v.object(Pagination);

/**
 * Contracts and sales channels. Reads (the list, a contract's PDF or CSV) for every group of the
 * seller; deleting a contract no order uses is a write of the seller's settings (admin and
 * operation, spec section 6; viewer 403). Another seller's contract is 404, as a missing one.
 */
export function contractRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/contracts", auth, async (c) => {
    const { limit, offset } = readQuery(c, ListQuery);
    const all = await sellerContracts(deps.db, c.var.user.seller_id);
    const rows = all.slice(offset, offset + limit);
    const inUse = await contractsInUse(deps.db, rows.map((row) => row.id));
    return c.json(page(rows.map((row) => contractDetailsAnswer(row, inUse.has(row.id))), all.length));
  });

  app.get("/contracts/:id/file", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    const { format } = readQuery(c, ContractFileQuery);
    const row = await findSellerContract(deps.db, c.var.user.seller_id, id);
    if (!row) throw notFound();
    const contract = contractDetailsAnswer(row, (await contractsInUse(deps.db, [id])).has(id));
    if (format === "csv") return fileAnswer(new TextEncoder().encode(contractCsv(contract)), contractFileName(contract, "csv"), "text/csv; charset=utf-8");
    return fileAnswer(await contractPdf(contract, deps.now()), contractFileName(contract, "pdf"), "application/pdf");
  });

  app.delete("/contracts/:id", auth, requirePermission("seller:write"), async (c) => {
    const { id } = readParams(c, IdParam);
    await deleteContract(deps.db, c.var.user.seller_id, id);
    return c.json(one({ id, message: CONTRACT_MESSAGES.deleted }));
  });

  app.get("/sales_channels", auth, async (c) => {
    const { limit, offset } = readQuery(c, ListQuery);
    const rows = await deps.db.selectFrom("sales_channels").select(["id", "name"]).where("seller_id", "=", c.var.user.seller_id).orderBy("name").orderBy("id").execute();
    return c.json(page(rows.slice(offset, offset + limit), rows.length));
  });

  return app;
}
