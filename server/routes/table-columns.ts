import { Hono } from "hono";
import { CreateTableColumnsRequest, type TableColumn, UpdateTableColumnsRequest } from "../../src/api/schemas/columns";
import { IdParam } from "../../src/api/schemas/common";
import { DEFAULT_TABLE_COLUMNS, type TablePage } from "../../src/domain/table-columns";
import { requireUser } from "../auth/require-user";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { readJson, readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { checkColumns, createColumns, loadSaved, removeColumns, saveColumns } from "../settings/column-settings";

/** A user's own column choices are preferences, so every group may change them. */
export function tableColumnRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/columns", auth, (c) => c.json(one(DEFAULT_TABLE_COLUMNS)));

  app.get("/table_columns", auth, async (c) => c.json(one(await loadSaved(deps.db, c.var.user.id))));

  app.post("/table_columns", auth, async (c) => {
    const input = await readJson(c, CreateTableColumnsRequest);
    const columns = checkColumns(input.page, input.columns);
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      return { status: 201, body: one(await createColumns(trx, c.var.user.id, input.page, columns, isoNow(deps))) };
    });
  });

  app.put("/table_columns", auth, async (c) => {
    const input = await readJson(c, UpdateTableColumnsRequest);
    const settings = Object.entries(input.user.column_settings) as [TablePage, TableColumn[]][];
    const checked = settings.map(([page, columns]) => [page, checkColumns(page, columns)] as const);
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      await saveColumns(trx, c.var.user.id, checked, isoNow(deps));
      return { status: 200, body: one(await loadSaved(trx, c.var.user.id)) };
    });
  });

  app.delete("/table_columns/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      await removeColumns(trx, c.var.user.id, id);
      return { status: 200, body: one({ id }) };
    });
  });

  return app;
}
