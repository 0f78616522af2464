import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The import-direction rules are only worth something if they fire: lint small snippets as if
 * they sat in each layer, and check which are refused.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImportErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

describe("import direction", () => {
  it.each([
    ["src/domain/probe.ts", 'import { fetchOrders } from "../api/calls/orders";\nexport const x = fetchOrders;\n'],
    ["src/api/schemas/probe.ts", 'import { apiRequest } from "../client";\nexport const x = apiRequest;\n'],
    ["src/api/probe.ts", 'import { showToast } from "../ui/toast";\nexport const x = showToast;\n'],
    ["src/features/auth/probe.ts", 'import { meQueries } from "../dashboard/queries";\nexport const x = meQueries;\n'],
    ["src/features/auth/probe.ts", 'import { routes } from "../../app/router";\nexport const x = routes;\n'],
    ["server/probe.ts", 'import { apiRequest } from "../src/api/client";\nexport const x = apiRequest;\n'],
    ["src/app/probe.ts", 'import { createApp } from "../../server/app";\nexport const x = createApp;\n'],
    // Every /v1 call lives in src/api/calls: nothing else reaches the client.
    ["src/features/auth/probe.ts", 'import { apiRequest } from "../../api/client";\nexport const x = apiRequest;\n'],
    ["src/offline/outbox/probe.ts", 'import { apiSend } from "../../api/client";\nexport const x = apiSend;\n'],
    ["src/tracking/probe.ts", 'import { fetchOrders } from "../api/calls/orders";\nexport const x = fetchOrders;\n'],
    ["src/api/calls/public-tracking.ts", 'import { apiRequest } from "../client";\nexport const x = apiRequest;\n'],
  ])("refuses %s importing the wrong way", async (file, code) => {
    expect(await restrictedImportErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["server/probe.ts", 'import { LoginRequest } from "../src/api/schemas/auth";\nexport const x = LoginRequest;\n'],
    ["server/probe.ts", 'import { can } from "../src/domain/groups";\nexport const x = can;\n'],
    ["src/features/auth/probe.ts", 'import { fetchOrders } from "../../api/calls/orders";\nexport const x = fetchOrders;\n'],
    ["src/api/calls/probe.ts", 'import { apiRequest } from "../client";\nexport const x = apiRequest;\n'],
    ["src/tracking/probe.ts", 'import { healthCall } from "../api/calls/public-tracking";\nexport const x = healthCall;\n'],
    ["src/app/probe.ts", 'import { HomePage } from "../features/dashboard/home-page";\nexport const x = HomePage;\n'],
  ])("allows %s importing downwards", async (file, code) => {
    expect(await restrictedImportErrors(file, code)).toEqual([]);
  });
}, 60_000);

describe("every /v1 call in src/api/calls", () => {
  async function requestErrors(filePath: string, code: string): Promise<number> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-globals" || m.ruleId === "no-restricted-syntax").length;
  }

  it.each([
    ["src/features/orders/probe.ts", 'export const x = () => fetch("/v1/orders");\n'],
    ["src/offline/probe.ts", "export const x = (id: number) => `/v1/orders/${id}`;\n"],
  ])("refuses a request or a /v1 path of its own in %s", async (file, code) => {
    expect(await requestErrors(file, code)).toBeGreaterThan(0);
  });

  it.each([
    ["src/api/calls/probe.ts", 'export const x = () => fetch("/v1/orders");\n'],
    ["src/features/orders/probe.test.ts", 'export const x = "/v1/orders";\n'],
  ])("allows them in %s", async (file, code) => {
    expect(await requestErrors(file, code)).toBe(0);
  });
}, 60_000);

describe("wide libraries behind one module", () => {
  async function libraryErrors(filePath: string, code: string): Promise<number> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").length;
  }

  it.each([
    ["src/features/pickups/probe.ts", 'import { Html5Qrcode } from "html5-qrcode";\nexport const x = Html5Qrcode;\n'],
    ["src/app/probe.ts", 'import { Dexie } from "dexie";\nexport const x = Dexie;\n'],
  ])("refuses %s importing a wrapped library directly", async (file, code) => {
    expect(await libraryErrors(file, code)).toBe(1);
  });

  it.each([
    ["src/ui/scanner/html5-scanner.ts", 'import { Html5Qrcode } from "html5-qrcode";\nexport const x = Html5Qrcode;\n'],
    ["src/offline/probe.ts", 'import { Dexie } from "dexie";\nexport const x = Dexie;\n'],
  ])("allows the wrapping module %s", async (file, code) => {
    expect(await libraryErrors(file, code)).toBe(0);
  });
}, 60_000);

describe("server routes are mounted only by server/app.ts", () => {
  async function routeImportErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
  }

  it.each([
    ["server/orders/probe.ts", 'import { orderRoutes } from "../routes/orders";\nexport const x = orderRoutes;\n'],
    ["server/documents/probe.ts", 'import { printingRoutes } from "../routes/printings";\nexport const x = printingRoutes;\n'],
    ["server/probe.test.ts", 'import { healthRoutes } from "./routes/health";\nexport const x = healthRoutes;\n'],
    ["server/routes/quotes.ts", 'import { contractRoutes } from "./contracts";\nexport const x = contractRoutes;\n'],
    ["server/routes/probe.test.ts", 'import { templateRoutes } from "./templates";\nexport const x = templateRoutes;\n'],
  ])("refuses %s importing a route module", async (file, code) => {
    expect(await routeImportErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["server/app.ts", 'import { orderRoutes } from "./routes/orders";\nexport const x = orderRoutes;\n'],
    ["server/routes/orders.ts", 'import { orderReadRoutes } from "./orders-read";\nexport const x = orderReadRoutes;\n'],
    ["server/routes/quotes.ts", 'import { quoteForSeller } from "../quotes/quote-shipment";\nexport const x = quoteForSeller;\n'],
    ["server/documents/probe.ts", 'import { loadPrintingSettings } from "../settings/printing-settings";\nexport const x = loadPrintingSettings;\n'],
  ])("allows %s", async (file, code) => {
    expect(await routeImportErrors(file, code)).toEqual([]);
  });
}, 60_000);

describe("user-visible text goes through Lingui", () => {
  async function textErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    const fatal = (result?.messages ?? []).filter((m) => m.fatal);
    if (fatal.length > 0) throw new Error(`Probe does not parse: ${fatal[0]?.message}`);
    return (result?.messages ?? []).filter((m) => m.ruleId === "local/user-text-in-lingui").map((m) => m.message);
  }
  const component = (jsx: string) => `import { Trans, useLingui } from "@lingui/react/macro";\nexport function Probe({ ok }: { ok: boolean }) {\n  const { t } = useLingui();\n  return ${jsx};\n}\n`;

  it.each([
    ["text between tags", "<p>Saved</p>"],
    ["a string child", '<p>{"Saved"}</p>'],
    ["a template child", "<p>{`Saved`}</p>"],
    ["a conditional child", '<p>{ok ? t`Saved` : "Failed"}</p>'],
    ["a fallback child", '<p>{ok || "Nothing yet"}</p>'],
    ["aria-label", '<button aria-label="Close" />'],
    ["title", '<abbr title="Harmonized System">HS</abbr>'],
    ["placeholder", '<input placeholder="Search" />'],
    ["alt", '<img alt="Company logo" src="/logo.svg" />'],
    ["a label prop", '<Field label={"Name"} />'],
  ])("refuses %s in the portal", async (_, jsx) => {
    // "HS" in the title probe is text too: two reports there, at least one everywhere.
    expect((await textErrors("src/features/orders/probe.tsx", component(jsx))).length).toBeGreaterThanOrEqual(1);
  });

  it("refuses text between tags on the public tracking page (Preact)", async () => {
    const code = 'import { t } from "@lingui/core/macro";\nexport const Probe = () => <p class="note">Parcel found</p>;\nexport const Fine = () => <p>{t`Parcel found`}</p>;\n';
    expect(await textErrors("src/tracking/probe.tsx", code)).toHaveLength(1);
  });

  it.each([
    ["<Trans>", "<p><Trans>Saved</Trans></p>"],
    ["t`` in a child and an attribute", "<button aria-label={t`Close`}>{t`Close`}</button>"],
    ["text without a letter", "<p>{ok ? \"✓\" : \"—\"} · 12 / 3 ×</p>"],
    ["attributes nobody reads", '<input type="text" className="field" autoComplete="off" name="search" />'],
    ["a name allowed in eslint.config.js", "<a href=\"https://wa.me/1\">WhatsApp</a>"],
  ])("allows %s", async (_, jsx) => {
    expect(await textErrors("src/features/orders/probe.tsx", component(jsx))).toEqual([]);
  });

  it("leaves tests alone: they assert on the English texts", async () => {
    expect(await textErrors("src/features/orders/probe.test.tsx", component("<p>Saved</p>"))).toEqual([]);
  });
}, 60_000);

describe("the device's keys only through src/offline/device", () => {
  async function deviceStoreErrors(filePath: string, code: string): Promise<number> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-properties").length;
  }
  const rawRead = 'import { db } from "../db";\nexport const x = () => db.meta.get("lastSender:1");\n';

  it.each([
    ["src/offline/drafts/probe.ts", rawRead],
    ["src/features/order-create/probe.ts", 'import { db } from "../../offline/db";\nexport const x = () => db.meta.put({ key: "k", value: 1 });\n'],
  ])("refuses a raw read or write of meta in %s", async (file, code) => {
    expect(await deviceStoreErrors(file, code)).toBe(1);
  });

  it.each([
    ["src/offline/device/probe.ts", rawRead],
    ["src/offline/drafts/probe.test.ts", rawRead],
  ])("allows it in %s", async (file, code) => {
    expect(await deviceStoreErrors(file, code)).toBe(0);
  });
}, 60_000);
