// The entry point of the import pool's worker threads (import-pool.ts), loading the TypeScript
// task through tsx itself for the reasons render-worker.mjs gives (tsx, the e2e server and Vitest
// alike pass no loader on to a worker).
import { tsImport } from "tsx/esm/api";

const { importTask } = await tsImport("./import-task.ts", import.meta.url);

export default importTask;
