import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * A stray `.only` must fail the run, with or without `CI` set: a focused test skips all the
 * others and would still read as green. Each runner is run, with the repository's own config, on
 * a throwaway spec that focuses one test; both must exit non-zero and say why.
 *
 * The probes are written where each runner looks (its include pattern or testDir) under a unique
 * name, and removed afterwards. A runner run already under way has collected its files by then,
 * so it never picks them up. Playwright only lists the tests (`--list`): the check happens while
 * loading, before any server starts.
 */
const ROOT = process.cwd();
const VITEST = join(ROOT, "node_modules/vitest/vitest.mjs");
const PLAYWRIGHT = join(ROOT, "node_modules/@playwright/test/cli.js");

const probeName = `forbid-only-probe-${randomUUID().slice(0, 8)}`;
const probes: string[] = [];
function writeProbe(relativePath: string, code: string): string {
  writeFileSync(join(ROOT, relativePath), code);
  probes.push(relativePath);
  return relativePath;
}
afterAll(() => {
  for (const probe of probes) rmSync(join(ROOT, probe), { force: true });
});

// Both tests pass: the only reason left for the run to fail is the `.only` itself.
const vitestProbe = (name: string) => `import { expect, it } from "vitest";\nit.only("${name} focused", () => expect(1).toBe(1));\nit("${name} skipped", () => expect(1).toBe(1));\n`;
const serverProbe = writeProbe(`scripts/${probeName}.test.ts`, vitestProbe("server"));
const appProbe = writeProbe(`src/${probeName}.test.ts`, vitestProbe("app"));
const playwrightProbe = writeProbe(
  `tests/e2e/${probeName}.spec.ts`,
  `import { test } from "@playwright/test";\ntest.only("focused", () => {});\ntest("skipped", () => {});\n`,
);

interface Outcome {
  code: number | null;
  output: string;
}

function run(args: string[], ci: boolean): Promise<Outcome> {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" };
  // The parent run may itself be a CI run; each case sets CI explicitly.
  delete env.CI;
  if (ci) env.CI = "1";
  // The probe is run by a Vitest nested in this one: it must not inherit this worker's state.
  delete env.VITEST;
  delete env.VITEST_WORKER_ID;
  delete env.VITEST_POOL_ID;
  delete env.TEST;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe.each([
  ["without CI", false],
  ["with CI", true],
])("a stray .only, %s", (_, ci) => {
  it.each([
    ["server", serverProbe],
    ["app", appProbe],
  ])("fails the Vitest %s project", async (project, probe) => {
    const { code, output } = await run([VITEST, "run", "--project", project, "--reporter=default", probe], ci);
    expect(output).toContain("Unexpected .only modifier");
    expect(code).toBe(1);
  });

  it("fails the Playwright run", async () => {
    const { code, output } = await run([PLAYWRIGHT, "test", "--list", "--reporter=list", playwrightProbe], ci);
    expect(output).toContain("item focused with '.only' is not allowed");
    expect(code).toBe(1);
  });
}, 120_000);
