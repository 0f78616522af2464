import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/**
 * The budgets are a step of `npm test`: the script must fail the step when a route is over. It
 * runs here on a small made-up build whose chunks are random bytes, which gzip cannot shrink,
 * so each chunk's gzip size is about its byte size.
 */
const KB = 1024;
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A dist/ with the chunks the script looks for, of the given sizes in KB. */
function fakeBuild(sizes: { main: number; signIn: number; home: number; widgets: number; tracking: number; worker: number }): string {
  const dist = mkdtempSync(join(tmpdir(), "bundle-budget-"));
  folders.push(dist);
  mkdirSync(join(dist, ".vite"), { recursive: true });
  mkdirSync(join(dist, "assets"));
  const chunk = (file: string, kb: number, text = "") => writeFileSync(join(dist, file), Buffer.concat([Buffer.from(text), randomBytes(Math.round(kb * KB))]));
  chunk("assets/main.js", sizes.main);
  chunk("assets/messages.js", 1);
  chunk("assets/app-shell.js", 1);
  // The router's chunk (vite.start-chunk.ts): the shell needs it, the sign-in page does not.
  chunk("assets/routes-abc.js", 1);
  // The screens' loaders (decision 049): printed, without a budget of its own.
  chunk("assets/screen-registry.js", 1);
  // The loaders of the catalogs beyond the sign-in page's (src/app/catalog-files.ts): the shell's.
  chunk("assets/catalog-files.js", 1);
  chunk("assets/home-route.js", sizes.home);
  chunk("assets/widgets.js", sizes.widgets);
  chunk("assets/login-route.js", sizes.signIn);
  for (const name of ["auth", "shell", "dashboard", "notifications", "start-offline", "sync-status", "sync"]) chunk(`assets/${name}.js`, 0.1);
  // The tracking page names its proof-of-work worker; the worker counts in the page's budget.
  chunk("assets/tracking.js", sizes.tracking, 'new URL("assets/proof-of-work-worker-abc.js")//');
  chunk("assets/proof-of-work-worker-abc.js", sizes.worker);
  const manifest = {
    "index.html": { file: "assets/main.js", isEntry: true },
    "locales/en/messages.po": { file: "assets/messages.js" },
    "src/app/shell/app-shell.tsx": { file: "assets/app-shell.js", imports: ["index.html"] },
    "_routes-abc.js": { file: "assets/routes-abc.js", imports: ["index.html"] },
    "src/app/routes/screen-registry.ts": { file: "assets/screen-registry.js", imports: ["index.html"] },
    "src/app/catalog-files.ts": { file: "assets/catalog-files.js" },
    "src/app/routes/home-route.tsx": { file: "assets/home-route.js", imports: ["index.html"] },
    "src/app/shell/top-bar-widget-set.ts": { file: "assets/widgets.js", imports: ["index.html"] },
    "src/app/routes/login-route.tsx": { file: "assets/login-route.js", imports: ["index.html"] },
    "locales/en/features/auth.po": { file: "assets/auth.js" },
    "locales/en/shell.po": { file: "assets/shell.js" },
    "locales/en/features/dashboard.po": { file: "assets/dashboard.js" },
    "locales/en/features/notifications.po": { file: "assets/notifications.js" },
    "src/app/shell/start-offline.tsx": { file: "assets/start-offline.js", imports: ["index.html"] },
    "src/features/sync/sync-status.tsx": { file: "assets/sync-status.js", imports: ["index.html"] },
    "locales/en/features/sync.po": { file: "assets/sync.js" },
    "tracking.html": { file: "assets/tracking.js", isEntry: true },
  };
  writeFileSync(join(dist, ".vite/manifest.json"), JSON.stringify(manifest));
  return dist;
}

const runBudget = (dist: string) => {
  const result = spawnSync(process.execPath, ["scripts/bundle-budget.mjs", dist], { encoding: "utf8" });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
};

/** Within every budget: sign-in about 92 KB, the shell with home about 114 KB, the widgets 60 KB, tracking 40 KB. */
const WITHIN = { main: 90, signIn: 1, home: 20, widgets: 60, tracking: 20, worker: 20 };

describe("the bundle budgets", () => {
  it("pass when every route is within its budget", () => {
    const { code, output } = runBudget(fakeBuild(WITHIN));
    expect(output).toMatch(/sign-in page \(\/nb-login\)\s+92\.\d KB .*within its 101 KB budget/);
    expect(output).toMatch(/signed-in shell with home \(\/\)\s+11\d\.\d KB .*within its 121 KB budget/);
    expect(output).toMatch(/then the top-bar widgets\s+60\.\d KB .*within its 80 KB budget/);
    expect(output).toMatch(/tracking page \(\/trackings\)\s+40\.\d KB gzip JavaScript in 2 files \(within its 50 KB budget\)/);
    expect(code).toBe(0);
  });

  it("fail when the sign-in page is over 101 KB", () => {
    const { code, output } = runBudget(fakeBuild({ ...WITHIN, signIn: 12 }));
    expect(output).toMatch(/over budget:\n\s+sign-in page \(\/nb-login\): 10\d\.\d KB, budget 101 KB/);
    expect(code).toBe(1);
  });

  it("fail when the shell with home is over 121 KB", () => {
    const { code, output } = runBudget(fakeBuild({ ...WITHIN, home: 30 }));
    expect(output).toContain("OVER its 121 KB budget");
    expect(output).toMatch(/over budget:\n\s+signed-in shell with home \(\/\): 12\d\.\d KB, budget 121 KB/);
    expect(code).toBe(1);
  });

  it("fail when the top-bar widgets are over 80 KB", () => {
    const { code, output } = runBudget(fakeBuild({ ...WITHIN, widgets: 85 }));
    expect(output).toMatch(/over budget:\n\s+then the top-bar widgets: 85\.\d KB, budget 80 KB/);
    expect(code).toBe(1);
  });

  it("fail when the tracking page with its worker is over 50 KB", () => {
    const { code, output } = runBudget(fakeBuild({ ...WITHIN, tracking: 30, worker: 25 }));
    expect(output).toMatch(/tracking page \(\/trackings\): 5\d\.\d KB, budget 50 KB/);
    expect(code).toBe(1);
  });

  it("fail without a build rather than pass", () => {
    const empty = mkdtempSync(join(tmpdir(), "bundle-budget-"));
    folders.push(empty);
    const { code, output } = runBudget(empty);
    expect(output).toContain("Build first");
    expect(code).toBe(1);
  });
});
