import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderHook, screen, waitFor } from "@testing-library/react";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../../tests/setup/test-providers";
import { DEFAULT_PRINTING_SETTINGS } from "../../../api/schemas/documents";
import { storeSessionUser } from "../../../api/session";
import { db } from "../../../offline/db";
import type { OrderDraftValues } from "../../../offline/drafts/order-draft-values";
import { CourierStep } from "../steps/courier-step";
import { draftHsCodes, useWizardContext } from "./use-wizard-context";
import { fixtureContract, renderStep, validDraft } from "./steps-testing";

const TEST = { timeout: 30_000 };
const list = <T,>(elements: T[]) => json({ data: { elements, count: elements.length, ids: [] } });
const settings = { measurement_system: "imperial", auto_dispatch: true, strict_tax_id: false, insurance: { basis: "fixed_price", value: 12.5, include_freight: false } };

const NO_SLOW_POST = {
  id: 4,
  name: "No Slow Post",
  priority: 1,
  expiration: null,
  is_active: true,
  rule_conditions: [{ id: 40, condition_name: "All Shipments", operator: null, values: [] }],
  rule_actions: [{ id: 41, action_name: "never_use_courier", values: ["Slow Post"] }],
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
};

function serverRoutes(documentsAsked: string[][]) {
  return {
    "GET /v1/measure": () => json({ data: { measurement_system: "imperial" } }),
    "GET /v1/contracts": () => list([fixtureContract({ first_half_kg: 10.5, ddp_max_goods_value: 50 })]),
    "GET /v1/sales_channels": () => list([{ id: 3, name: "Web shop" }]),
    "GET /v1/shipping_rules": () => list([NO_SLOW_POST]),
    "GET /v1/seller_settings/1": () => json({ data: settings }),
    "GET /v1/printings": () => json({ data: DEFAULT_PRINTING_SETTINGS }),
    "GET /v1/box_templates": () => list([]),
    "GET /v1/product_templates": () => list([]),
    "POST /v1/hs_codes/document_needed": async (request: Request) => {
      const { codes } = (await request.json()) as { codes: string[] };
      documentsAsked.push(codes);
      return json({ data: codes.filter((code) => code.startsWith("3304")).map((hs_code) => ({ hs_code, document: "ANVISA notification", description: "Cosmetics" })) });
    },
  };
}

const draftWithCodes = (...codes: string[]) => {
  const draft = validDraft();
  draft.boxes[0]!.items = codes.map((hs_code, i) => ({ ...draft.boxes[0]!.items[0]!, key: `k${i}`, hs_code }));
  return draft;
};

async function renderContext(draft = draftWithCodes("6109.10", "330499")) {
  await activateLocale("en");
  return renderHook((props: { draft: typeof draft }) => useWizardContext(props.draft), { wrapper: ShellProviders, initialProps: { draft } });
}

beforeEach(async () => {
  queryClient.clear();
  storeSessionUser(demoSessionUser());
  await Promise.all([db.meta.clear(), db.boxTemplates.clear(), db.productTemplates.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("draftHsCodes", () => {
  it("asks about each well-formed code once, normalized and sorted", () => {
    expect(draftHsCodes(draftWithCodes("6109.10", "330499", "610910", "12345", ""))).toEqual(["330499", "610910"]);
  });
});

describe("useWizardContext", () => {
  it("loads what the wizard needs and builds the rules' context in cents", TEST, async () => {
    const asked: string[][] = [];
    stubFetch(serverRoutes(asked));
    const { result } = await renderContext();
    await waitFor(() => expect(result.current.contracts).toHaveLength(1));
    await waitFor(() => expect(result.current.documentsNeeded).toEqual([{ hs_code: "330499", document: "ANVISA notification", description: "Cosmetics" }]));
    await waitFor(() => expect(result.current.sellerSettings?.auto_dispatch).toBe(true));
    expect(result.current.measurement).toBe("imperial");
    expect(result.current.salesChannels).toEqual([{ id: 3, name: "Web shop" }]);
    expect(result.current.printing?.formats.label).toBe("4x6");
    expect(result.current.rules.contract).toMatchObject({ id: 1, first_half_kg_cents: 1050, ddp_max_goods_value_cents: 5000 });
    expect(result.current.rules.insurance_settings).toEqual({ basis: "fixed_price", value: 1250, include_freight: false });
    expect(result.current.rules.codes_needing_documents).toEqual(["330499"]);
    expect(asked).toEqual([["330499", "610910"]]);
  });

  it("offline, answers from the copy kept on the device", TEST, async () => {
    stubFetch(serverRoutes([]));
    const first = await renderContext();
    await waitFor(() => expect(first.result.current.rules.codes_needing_documents).toEqual(["330499"]));
    await waitFor(() => expect(first.result.current.sellerSettings).toBeDefined());
    first.unmount();
    queryClient.clear();

    // No network at all: every call fails as a dropped connection does.
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    const { result } = await renderContext(draftWithCodes("330499"));
    await waitFor(() => expect(result.current.contracts).toHaveLength(1));
    await waitFor(() => expect(result.current.documentsNeeded).toEqual([{ hs_code: "330499", document: "ANVISA notification", description: "Cosmetics" }]));
    await waitFor(() => expect(result.current.measurement).toBe("imperial"));
    await waitFor(() => expect(result.current.sellerSettings?.auto_dispatch).toBe(true));
    await waitFor(() => expect(result.current.shippingRules?.map((rule) => rule.name)).toEqual(["No Slow Post"]));
    expect(result.current.rules.contract?.first_half_kg_cents).toBe(1050);
  });

  it("offline without a copy, the contracts stay unknown and a code never asked needs nothing", TEST, async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    const { result } = await renderContext(draftWithCodes("330499"));
    await waitFor(() => expect(result.current.documentsNeeded).toEqual([]));
    expect(result.current.contracts).toBeUndefined();
    expect(result.current.rules.contract).toBeUndefined();
  });

  it("offline, reads a copy kept under its name by an earlier version of the app", TEST, async () => {
    const userId = demoSessionUser().id;
    await writeRaw(`order-create:contracts:${userId}`, [fixtureContract({ first_half_kg: 10.5 })]);
    await writeRaw(`order-create:measure:${userId}`, { measurement_system: "imperial" });
    goOffline();
    const { result } = await renderContext(draftWithCodes("330499"));
    await waitFor(() => expect(result.current.contracts).toHaveLength(1));
    await waitFor(() => expect(result.current.measurement).toBe("imperial"));
  });

  it("offline, reads a damaged copy of each answer as no copy, without failing", TEST, async () => {
    await writeDamagedCopies();
    goOffline();
    const { result } = await renderContext(draftWithCodes("330499"));
    // Every query has settled (undefined while loading would prove nothing).
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await waitFor(() => expect(result.current.online).toBe(false));
    // A code whose kept answer is damaged is taken as needing none, as a code never asked is.
    expect(result.current.documentsNeeded).toEqual([]);
    expect(result.current.contracts).toBeUndefined();
    expect(result.current.rules.contract).toBeUndefined();
    expect(result.current.measurement).toBe("metric");
    expect(result.current.salesChannels).toBeUndefined();
    expect(result.current.sellerSettings).toBeUndefined();
    expect(result.current.rules.insurance_settings).toBeUndefined();
    expect(result.current.printing).toBeUndefined();
  });

  it("offline with a damaged copy of the contracts, the Courier step says they are not on this device", TEST, async () => {
    await writeDamagedCopies();
    goOffline();
    // The step with the wizard's real context, as the wizard renders it.
    const useRealContext = (draft: OrderDraftValues) => useWizardContext(draft);
    await renderStep(CourierStep, { context: useRealContext });
    // After every query has settled: while the contracts load offline the step says the same.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(await screen.findByText("The contracts are not on this device yet. Connect to the network once to load them.")).toBeVisible();
    expect(screen.queryByRole("radiogroup", { name: "Contract" })).toBeNull();
  });
});

/** Writes a raw value under a name of `meta`, as an older app or the browser's tools could have. */
const writeRaw = (name: string, value: unknown) => db.meta.put({ key: name, value });

/** A value of the wrong shape under the name of each of the wizard's copies, for the signed-in user. */
async function writeDamagedCopies() {
  const userId = demoSessionUser().id;
  await writeRaw(`order-create:measure:${userId}`, { measurement_system: "cubits" });
  await writeRaw(`order-create:contracts:${userId}`, [{ id: "1", name: 7 }]);
  await writeRaw(`order-create:sales-channels:${userId}`, "Web shop");
  await writeRaw(`order-create:seller-settings:${userId}`, { auto_dispatch: "yes" });
  await writeRaw(`order-create:printing:${userId}`, { formats: null });
  await writeRaw(`order-create:documents-needed:${userId}`, { "330499": { document: 5 } });
}

/** No network at all: every call fails as a dropped connection does. */
function goOffline() {
  vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
}
