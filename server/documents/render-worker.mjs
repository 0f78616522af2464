// The entry point of the document pool's worker threads (render-pool.ts). A worker starts without
// the parent's TypeScript loader: under `tsx server/main.ts` it could inherit it through execArgv,
// but the e2e server registers tsx in-process and Vitest runs its own module runner, so neither
// passes anything on. This plain JavaScript file loads the TypeScript renderer through tsx itself,
// the same way in all three.
import { tsImport } from "tsx/esm/api";

const { renderTask } = await tsImport("./render-task.ts", import.meta.url);

export default renderTask;
