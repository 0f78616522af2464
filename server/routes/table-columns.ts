import { Hono } from "hono";
import { CreateTableColumnsRequest, type TableColumn, UpdateTableColumnsRequest } from "../../src/api/schemas/columns";
import { IdParam } from "../../src/api/schemas/common";
import { DEFAULT_TABLE_COLUMNS, type TablePage } from "../../src/domain/table-columns";
import { requireUser } from "../auth/require-user";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { HttpError, notFound } from "../http/errors";
import { readJson, readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { loadSaved } from "../settings/column-settings";

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
      // Of two requests racing (two devices), one inserts and the other finds the row: 409 for it.
      const row = await trx
        .insertInto("table_columns")
        .values({ user_id: c.var.user.id, page: input.page, columns: JSON.stringify(columns), updated_at: isoNow(deps) })
        .onConflict((oc) => oc.columns(["user_id", "page"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) throw new HttpError(409, ["Columns for this table are already saved; change them instead."]);
      return { status: 201, body: one({ id: row.id, page: input.page, columns }) };
    });
  });

  app.put("/table_columns", auth, async (c) => {
    const input = await readJson(c, UpdateTableColumnsRequest);
    const settings = Object.entries(input.user.column_settings) as [TablePage, TableColumn[]][];
    const checked = settings.map(([page, columns]) => [page, checkColumns(page, columns)] as const);
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      for (const [page, columns] of checked) {
        const json = JSON.stringify(columns);
        // One statement, so that two devices saving at once cannot both find no row and both insert.
        await trx
          .insertInto("table_columns")
          .values({ user_id: c.var.user.id, page, columns: json, updated_at: isoNow(deps) })
          .onConflict((oc) => oc.columns(["user_id", "page"]).doUpdateSet({ columns: json, updated_at: isoNow(deps) }))
          .execute();
      }
      return { status: 200, body: one(await loadSaved(trx, c.var.user.id)) };
    });
  });

  app.delete("/table_columns/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      const deleted = await trx.deleteFrom("table_columns").where("id", "=", id).where("user_id", "=", c.var.user.id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound();
      return { status: 200, body: one({ id }) };
    });
  });

  return app;
}

/**
 * Saved columns must be columns the table has, once each; a column that may not be hidden stays
 * shown whatever the request says.
 */
function checkColumns(page: TablePage, columns: TableColumn[]): TableColumn[] {
  const known = new Map(DEFAULT_TABLE_COLUMNS[page].map((col) => [col.key, col]));
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const col of columns) {
    if (!known.has(col.key)) problems.push(`Unknown column: ${col.key}`);
    if (seen.has(col.key)) problems.push(`Column listed twice: ${col.key}`);
    seen.add(col.key);
  }
  if (problems.length > 0) throw new HttpError(422, [{ columns: problems }]);
  return columns.map((col) => {
    const definition = known.get(col.key)!;
    return { key: col.key, show: definition.isCustomizable ? col.show : true, isCustomizable: definition.isCustomizable };
  });
}
