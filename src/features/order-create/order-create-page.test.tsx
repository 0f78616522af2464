import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import { customerQueries } from "../../api/queries/shared-queries";
import { storeSessionUser } from "../../api/session";
import { db } from "../../offline/db";
import { DEVICE_KEYS } from "../../offline/device/device-keys";
import { writeDeviceKey } from "../../offline/device/device-store";
import { createDraft } from "../../offline/drafts/drafts-store";
import { emptyOrderDraft } from "../../offline/drafts/order-draft-values";
import { SAVING_EVENT } from "../../ui/saving-events";
import type { WizardContext } from "./wizard/use-wizard-context";
import { OrderCreatePage } from "./order-create-page";

// The wizard's server context (contracts, measure, settings) is H6b's and tested there; here a
// fixed one keeps these tests about the frame, the drafts and the first two steps.
const CONTEXT: WizardContext = {
  measurement: "metric",
  contracts: [],
  contractTerms: [],
  salesChannels: [],
  shippingRules: [],
  sellerSettings: undefined,
  printing: undefined,
  documentsNeeded: [],
  online: true,
  sellerId: 1,
  rules: { contract: undefined },
};
const context = { current: CONTEXT };
vi.mock("./wizard/use-wizard-context", () => ({ useWizardContext: () => context.current }));

const SLOW = { timeout: 10_000 };
/** Per test: the first render transforms the lazy screens, slow on a cold 2-core machine. */
const TEST = { timeout: 30_000 };
const USER = demoSessionUser();
const PATH = "/orders/ordercreate";

const seller = { id: 1, name: "Lumen Goods Ltd.", email: "ship@lumen.example", website: "https://lumen.example" };
const book = (elements: unknown[]) => json({ data: { elements, count: elements.length, ids: elements.map((_, index) => index + 1) } });
/**
 * The seller has no ship-from address (/company): a new draft falls back to the last sender, then
 * the profile; and an empty address book (/settings/customers), which the Receiver step reads.
 */
const NO_ADDRESSES = { "GET /v1/sellers/1/addresses": () => json({ data: [] }), "GET /v1/customers": () => book([]) };
const ADDRESS = {
  id: 3,
  label: "Shenzhen warehouse",
  name: "Lumen Goods Ltd.",
  email: "ops@lumen.example.com",
  phone: "+86 138 0013 8000",
  country: "CN",
  postal_code: "518000",
  state: "Guangdong",
  city: "Shenzhen",
  address: "Keyuan Road",
  number: "88",
  complement: null,
  tax_number: null,
  tax_number_is_cpf: false,
  website: null,
  is_default: true,
};

async function renderPage(search = "", prepare: () => void = () => undefined) {
  queryClient.clear();
  prepare();
  await activateLocale("en");
  storeSessionUser(USER);
  const router = createMemoryRouter([{ path: PATH, element: <OrderCreatePage /> }], { initialEntries: [`${PATH}${search}`] });
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return router;
}

/** A receiver that passes every rule (the Receiver step lets Next through). */
const VALID_RECEIVER = {
  ...emptyOrderDraft().customer,
  full_name: "Maria Silva",
  document: "529.982.247-25",
  phone: "11 91234 5678",
  country: "BR",
  postal_code: "01310-100",
  state: "SP",
  city: "São Paulo",
  address: "Avenida Paulista",
  number: "1000",
};

const query = (router: ReturnType<typeof createMemoryRouter>) => new URLSearchParams(router.state.location.search);

beforeEach(async () => {
  context.current = CONTEXT;
  await Promise.all([db.drafts.clear(), db.meta.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe("the order creation page", () => {
  it("without drafts, opens a new draft at Receiver at once, with the seller's details as sender", TEST, async () => {
    stubFetch({ ...NO_ADDRESSES, "GET /v1/current-seller": () => json({ data: seller }) });
    const router = await renderPage();
    const steps = await screen.findByRole("navigation", { name: "Order steps" }, SLOW);
    expect(within(steps).getByRole("button", { name: "Receiver" })).toHaveAttribute("aria-current", "step");
    expect(within(steps).getByRole("button", { name: "Finish" })).toBeDisabled();
    expect(screen.getByRole("heading", { level: 2, name: "Receiver" })).toBeVisible();
    // No list and no extra press when there is nothing to resume.
    expect(screen.queryByRole("region", { name: "Unsaved drafts" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Start a new order" })).toBeNull();
    const [row] = await db.drafts.toArray();
    expect(query(router).get("draft")).toBe(row!.id);
    expect(query(router).get("step")).toBe("receiver");
    // The draft replaced the bare address in the history: Back from Receiver leaves the wizard.
    expect(router.state.historyAction).toBe("REPLACE");
    expect(row!.userId).toBe(USER.id);
    expect(row!.values.sender).toMatchObject({ name: seller.name, email: seller.email, website: seller.website });
  });

  it("prefers the last sender this user created an order with", TEST, async () => {
    stubFetch({ ...NO_ADDRESSES });
    await writeDeviceKey(DEVICE_KEYS.lastSender(USER.id), { ...emptyOrderDraft().sender, name: "Warehouse 7", phone: "+55 11 91234 5678" });
    await renderPage();
    await screen.findByRole("navigation", { name: "Order steps" }, SLOW);
    // No request for the seller's profile either: stubFetch({ ...NO_ADDRESSES }) refuses any.
    const [row] = await db.drafts.toArray();
    expect(row!.values.sender).toMatchObject({ name: "Warehouse 7", phone: "+55 11 91234 5678" });
  });

  it("starts with the seller's default address over the last sender, and offers every address in Ship from", TEST, async () => {
    const other = { ...ADDRESS, id: 4, label: "Dongguan warehouse", city: "Dongguan", postal_code: "523000", is_default: false };
    stubFetch({ ...NO_ADDRESSES, "GET /v1/sellers/1/addresses": () => json({ data: [ADDRESS, other] }) });
    await writeDeviceKey(DEVICE_KEYS.lastSender(USER.id), { ...emptyOrderDraft().sender, name: "Warehouse 7" });
    const router = await renderPage();
    await screen.findByRole("navigation", { name: "Order steps" }, SLOW);
    const [row] = await db.drafts.toArray();
    expect(row!.values.sender).toMatchObject({ name: "Lumen Goods Ltd.", city: "Shenzhen", postal_code: "518000", complement: "", website: "" });

    await act(() => router.navigate(`${PATH}?draft=${row!.id}&step=sender`));
    const shipFrom = await screen.findByRole("combobox", { name: "Ship from" }, SLOW);
    expect(shipFrom).toHaveDisplayValue("Shenzhen warehouse (default)");
    await userEvent.selectOptions(shipFrom, "Dongguan warehouse");
    expect(screen.getByRole("textbox", { name: /^City/ })).toHaveValue("Dongguan");
    await waitFor(async () => expect((await db.drafts.get(row!.id))?.values.sender).toMatchObject({ city: "Dongguan", postal_code: "523000" }), SLOW);
    // A field typed by hand: the sender is none of the addresses any more.
    await userEvent.type(screen.getByRole("textbox", { name: /^Complement/ }), "Gate 2");
    expect(shipFrom).toHaveDisplayValue("Another address, typed below");
  });

  it("continues a blank draft that an earlier visit opened rather than listing it or making another", TEST, async () => {
    stubFetch({ ...NO_ADDRESSES });
    await writeDeviceKey(DEVICE_KEYS.lastSender(USER.id), { ...emptyOrderDraft().sender, name: "Warehouse 7" });
    const blank = await createDraft(USER.id, emptyOrderDraft(), { untouched: true });
    const router = await renderPage();
    await screen.findByRole("navigation", { name: "Order steps" }, SLOW);
    expect(query(router).get("draft")).toBe(blank.id);
    expect(await db.drafts.count()).toBe(1);

    // Once something is typed it is the user's work: listed on the next visit.
    await userEvent.type(screen.getByRole("textbox", { name: /^Full name/ }), "Maria Silva");
    await waitFor(async () => expect((await db.drafts.get(blank.id))?.untouched).toBe(false), SLOW);
    cleanup();
    await renderPage();
    const list = await screen.findByRole("region", { name: "Unsaved drafts" }, SLOW);
    expect(within(list).getByRole("button", { name: "Resume draft Maria Silva" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Start a new order" })).toBeVisible();
  });

  it("opens a draft made by another screen (a clone, a quote) at Receiver and names that step in the address", TEST, async () => {
    stubFetch({ ...NO_ADDRESSES });
    const row = await createDraft(USER.id, { ...emptyOrderDraft(), customer: { ...emptyOrderDraft().customer, full_name: "Maria Silva" } });
    const router = await renderPage(`?draft=${row.id}`);
    expect(await screen.findByRole("heading", { level: 2, name: "Receiver" }, SLOW)).toBeVisible();
    await waitFor(() => expect(query(router).get("step")).toBe("receiver"));
    expect(query(router).get("draft")).toBe(row.id);
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("masks the CPF, shows its message on blur, and accepts a valid one", TEST, async () => {
    stubFetch({ ...NO_ADDRESSES });
    const row = await createDraft(USER.id, { ...emptyOrderDraft(), customer: { ...emptyOrderDraft().customer, country: "BR" } });
    await renderPage(`?draft=${row.id}&step=receiver`);
    const document = await screen.findByRole("textbox", { name: /^Tax document/ }, SLOW);
    expect(screen.getByText("CPF / CNPJ")).toBeVisible();
    await userEvent.type(document, "11144477700");
    expect(document).toHaveValue("111.444.777-00");
    // Not touched yet: no message while typing.
    expect(screen.queryByText("Invalid CPF")).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText("Invalid CPF")).toBeVisible();
    expect(document).toHaveAttribute("aria-invalid", "true");

    await userEvent.clear(document);
    await userEvent.type(document, "11111111111");
    expect(screen.getByText("Invalid CPF")).toBeVisible();

    await userEvent.clear(document);
    await userEvent.type(document, "52998224725");
    expect(document).toHaveValue("529.982.247-25");
    expect(screen.queryByText("Invalid CPF")).toBeNull();

    await userEvent.clear(document);
    await userEvent.type(document, "11222333000181");
    expect(document).toHaveValue("11.222.333/0001-81");
    expect(screen.queryByText(/Invalid/)).toBeNull();
    await userEvent.clear(document);
    await userEvent.type(document, "11222333000180");
    expect(screen.getByText("Invalid CNPJ")).toBeVisible();
  });

  it("fills the whole receiver from the address book, found by a piece of the name", TEST, async () => {
    const ana = { ...VALID_RECEIVER, id: 5, full_name: "Ana Souza", email: "", complement: null, quarter: null, reference: "Blue gate" };
    const bruno = { ...ana, id: 6, full_name: "Bruno Lima", city: "Campinas", reference: null };
    stubFetch({ ...NO_ADDRESSES, "GET /v1/customers": () => book([ana, bruno]) });
    const row = await createDraft(USER.id);
    await renderPage(`?draft=${row.id}&step=receiver`);
    await userEvent.click(await screen.findByRole("button", { name: "Choose from address book" }, SLOW));
    const panel = screen.getByRole("group", { name: "Address book" });
    expect(await within(panel).findByRole("button", { name: /Bruno Lima/ }, SLOW)).toBeVisible();
    await userEvent.type(within(panel).getByRole("textbox", { name: "Search the address book" }), "souza");
    await waitFor(() => expect(within(panel).queryByRole("button", { name: /Bruno Lima/ })).toBeNull());
    await userEvent.click(within(panel).getByRole("button", { name: /Ana Souza/ }));

    expect(screen.getByRole("textbox", { name: /^Full name/ })).toHaveValue("Ana Souza");
    expect(screen.getByRole("textbox", { name: /^Tax document/ })).toHaveValue("529.982.247-25");
    expect(screen.getByRole("textbox", { name: /^Reference/ })).toHaveValue("Blue gate");
    expect(screen.queryByRole("group", { name: "Address book" })).toBeNull();
    // The receiver now is one of the book: nothing to save.
    expect(screen.getByText("This receiver is in your address book.")).toBeVisible();
    await waitFor(async () => expect((await db.drafts.get(row.id))?.values.customer.full_name).toBe("Ana Souza"));
  });

  it("offline, chooses from the address book saved on the device, searched there", TEST, async () => {
    const ana = { ...VALID_RECEIVER, id: 5, full_name: "Ana Souza", email: "", complement: null, quarter: null, reference: null };
    const bruno = { ...ana, id: 6, full_name: "Bruno Lima" };
    // No network at all: every call fails as a dropped connection does.
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    const row = await createDraft(USER.id);
    // What the saved queries restore after a reload (src/app/shell/saved-query-keys.ts keeps this key).
    await renderPage(`?draft=${row.id}&step=receiver`, () =>
      queryClient.setQueryData(customerQueries.book(USER.seller_id, "").queryKey, { elements: [ana, bruno], count: 2, ids: [5, 6] }),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Choose from address book" }, SLOW));
    const panel = screen.getByRole("group", { name: "Address book" });
    await userEvent.type(within(panel).getByRole("textbox", { name: "Search the address book" }), "lima");
    await waitFor(() => expect(within(panel).queryByRole("button", { name: /Ana Souza/ })).toBeNull());
    await userEvent.click(within(panel).getByRole("button", { name: /Bruno Lima/ }));
    expect(screen.getByRole("textbox", { name: /^Full name/ })).toHaveValue("Bruno Lima");
  });

  it("saves the receiver typed to the address book only once it passes the receiver rules", TEST, async () => {
    const posts: unknown[] = [];
    stubFetch({
      ...NO_ADDRESSES,
      "POST /v1/customers": async (request) => {
        posts.push(await request.json());
        return json({ data: { ...VALID_RECEIVER, id: 9, complement: null, quarter: null, reference: null } }, 201);
      },
    });
    const row = await createDraft(USER.id, { ...emptyOrderDraft(), customer: { ...VALID_RECEIVER, document: "111.111.111-11" } });
    await renderPage(`?draft=${row.id}&step=receiver`);
    await userEvent.click(await screen.findByRole("button", { name: "Save to address book" }, SLOW));
    expect(screen.getByRole("alert")).toHaveTextContent("Fix the receiver's fields before saving it to the address book.");
    expect(posts).toEqual([]);

    const document = screen.getByRole("textbox", { name: /^Tax document/ });
    await userEvent.clear(document);
    await userEvent.type(document, "52998224725");
    await userEvent.click(screen.getByRole("button", { name: "Save to address book" }));
    expect(await screen.findByText("Saved to the address book", {}, SLOW)).toBeVisible();
    expect(posts).toEqual([expect.objectContaining({ full_name: "Maria Silva", document: "529.982.247-25", complement: null })]);
  });

  it("refuses Next while the step has problems, shows them all and focuses the first", TEST, async () => {
    stubFetch({ ...NO_ADDRESSES });
    const row = await createDraft(USER.id);
    const router = await renderPage(`?draft=${row.id}&step=receiver`);
    await screen.findByRole("heading", { level: 2, name: "Receiver" }, SLOW);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { level: 2, name: "Receiver" })).toBeVisible();
    expect(screen.getAllByText("Can't be blank").length).toBeGreaterThanOrEqual(7);
    await waitFor(() => expect(screen.getByRole("textbox", { name: /^Full name/ })).toHaveFocus());
    expect(query(router).get("step")).toBe("receiver");
  });

  it("moves on when the step is valid, saves every change with the step, and comes back to it", TEST, async () => {
    stubFetch({ ...NO_ADDRESSES });
    const row = await createDraft(USER.id);
    const savingEvents: boolean[] = [];
    const onSaving = (event: Event) => savingEvents.push((event as CustomEvent<boolean>).detail);
    window.addEventListener(SAVING_EVENT, onSaving);
    const router = await renderPage(`?draft=${row.id}&step=receiver`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /^Full name/ }, SLOW), "Maria Silva");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Country/ }), "BR");
    await user.type(screen.getByRole("textbox", { name: /^Tax document/ }), "52998224725");
    await user.type(screen.getByRole("textbox", { name: /^Phone/ }), "11 91234 5678");
    await user.type(screen.getByRole("textbox", { name: /^Postal code/ }), "01310100");
    expect(screen.getByRole("textbox", { name: /^Postal code/ })).toHaveValue("01310-100");
    await user.type(screen.getByRole("combobox", { name: /^State/ }), "SP");
    await user.type(screen.getByRole("textbox", { name: /^City/ }), "São Paulo");
    await user.type(screen.getByRole("textbox", { name: /^Address/ }), "Avenida Paulista");
    await user.type(screen.getByRole("textbox", { name: /^Number/ }), "1000");

    await waitFor(async () => expect((await db.drafts.get(row.id))?.values.customer.number).toBe("1000"), SLOW);
    expect(savingEvents).toContain(true);
    expect(screen.getByText(/^Draft saved at /)).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Sender" })).toHaveFocus();
    expect(query(router).get("step")).toBe("sender");
    await waitFor(async () => expect((await db.drafts.get(row.id))?.step).toBe("sender"));
    window.removeEventListener(SAVING_EVENT, onSaving);

    // The sender's phone must carry + and the country code.
    await user.type(screen.getByRole("textbox", { name: /^Phone/ }), "11 91234 5678");
    await user.tab();
    expect(await screen.findByText(/Invalid phone/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("textbox", { name: /^Full name/ })).toHaveValue("Maria Silva");
  });

  it("makes each step a history entry: the browser's Back and Forward move between the steps of the same draft", TEST, async () => {
    stubFetch({ ...NO_ADDRESSES });
    const row = await createDraft(USER.id, { ...emptyOrderDraft(), customer: VALID_RECEIVER });
    const router = await renderPage(`?draft=${row.id}&step=receiver`);
    await screen.findByRole("heading", { level: 2, name: "Receiver" }, SLOW);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Sender" })).toHaveFocus();
    await waitFor(() => expect(query(router).get("step")).toBe("sender"));
    expect(router.state.historyAction).toBe("PUSH");

    await act(() => router.navigate(-1));
    expect(await screen.findByRole("heading", { level: 2, name: "Receiver" }, SLOW)).toHaveFocus();
    expect(screen.getByRole("textbox", { name: /^Full name/ })).toHaveValue(VALID_RECEIVER.full_name);
    expect(query(router).get("draft")).toBe(row.id);
    await act(() => router.navigate(1));
    expect(await screen.findByRole("heading", { level: 2, name: "Sender" }, SLOW)).toHaveFocus();
    expect(query(router).get("draft")).toBe(row.id);
  });

  it("refuses a sender website that is not an http or https link, as the server would", TEST, async () => {
    stubFetch({ ...NO_ADDRESSES });
    const row = await createDraft(USER.id, emptyOrderDraft(), { step: "sender" });
    await renderPage(`?draft=${row.id}&step=sender`);
    const website = await screen.findByRole("textbox", { name: /^Website/ }, SLOW);
    const user = userEvent.setup();
    await user.type(website, "javascript:alert(1)");
    await user.tab();
    await waitFor(() => expect(website).toHaveAccessibleDescription("Must be a link starting with http:// or https://"), SLOW);
    await user.clear(website);
    await user.type(website, "https://lumen.example");
    await user.tab();
    await waitFor(() => expect(website).not.toHaveAccessibleDescription(/Must be a link/), SLOW);
  });

  it("lists the drafts: Resume opens one at its step, Discard asks and removes it", TEST, async () => {
    stubFetch({ ...NO_ADDRESSES, "GET /v1/current-seller": () => json({ data: seller }) });
    const named = await createDraft(USER.id, { ...emptyOrderDraft(), customer: { ...emptyOrderDraft().customer, full_name: "Maria Silva" } }, { step: "sender" });
    await createDraft(USER.id);
    // Another user's draft on the same device is never listed.
    await createDraft(USER.id + 1, { ...emptyOrderDraft(), customer: { ...emptyOrderDraft().customer, full_name: "Someone Else" } });
    const router = await renderPage();
    const list = await screen.findByRole("region", { name: "Unsaved drafts" }, SLOW);
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).queryByText("Someone Else")).toBeNull();
    expect(within(list).getByRole("button", { name: "Resume draft Untitled draft" })).toBeVisible();

    await userEvent.click(within(list).getByRole("button", { name: "Discard draft Untitled draft" }));
    const dialog = await screen.findByRole("dialog", { name: "Discard draft Untitled draft?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(await db.drafts.count()).toBe(2);

    await userEvent.click(within(list).getByRole("button", { name: "Resume draft Maria Silva" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Sender" }, SLOW)).toBeVisible();
    expect(query(router).get("draft")).toBe(named.id);
  });

  it("stays on the list when its last draft is discarded, with Start a new order", TEST, async () => {
    stubFetch({ ...NO_ADDRESSES });
    await createDraft(USER.id, { ...emptyOrderDraft(), customer: { ...emptyOrderDraft().customer, full_name: "Maria Silva" } });
    await renderPage();
    const list = await screen.findByRole("region", { name: "Unsaved drafts" }, SLOW);
    await userEvent.click(within(list).getByRole("button", { name: "Discard draft Maria Silva" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Unsaved drafts" })).toBeNull());
    expect(screen.getByRole("button", { name: "Start a new order" })).toBeVisible();
    expect(screen.queryByRole("navigation", { name: "Order steps" })).toBeNull();
    expect(await db.drafts.count()).toBe(0);
  });

  it("shows a step at once from the nav and still follows a step change of the URL it did not ask for", TEST, async () => {
    stubFetch({ ...NO_ADDRESSES });
    const row = await createDraft(USER.id);
    const router = await renderPage(`?draft=${row.id}&step=receiver`);
    await screen.findByRole("heading", { level: 2, name: "Receiver" }, SLOW);
    // Sender's problems do not hold back going back to it; Receiver's would hold back going on.
    await act(() => router.navigate(`${PATH}?draft=${row.id}&step=sender`, { replace: true }));
    expect(await screen.findByRole("heading", { level: 2, name: "Sender" }, SLOW)).toBeVisible();
    const steps = screen.getByRole("navigation", { name: "Order steps" });
    expect(within(steps).getByRole("button", { name: "Sender" })).toHaveAttribute("aria-current", "step");

    await userEvent.click(within(steps).getByRole("button", { name: "Receiver" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Receiver" })).toHaveFocus();
    await waitFor(() => expect(query(router).get("step")).toBe("receiver"));
    await act(() => router.navigate(`${PATH}?draft=${row.id}&step=sender`, { replace: true }));
    expect(await screen.findByRole("heading", { level: 2, name: "Sender" }, SLOW)).toBeVisible();
  });

  it("says when the draft asked for is not on this device and offers a new one", TEST, async () => {
    stubFetch({ ...NO_ADDRESSES, "GET /v1/current-seller": () => json({ data: seller }) });
    await renderPage("?draft=gone&step=sender");
    expect(await screen.findByRole("alert", {}, SLOW)).toHaveTextContent("This draft is not on this device");
    expect(screen.getByRole("button", { name: "Start a new order" })).toBeVisible();
  });

  it("offline, says that creating needs the network and keeps the draft", TEST, async () => {
    stubFetch({ ...NO_ADDRESSES });
    context.current = { ...CONTEXT, online: false };
    const row = await createDraft(USER.id);
    await renderPage(`?draft=${row.id}&step=receiver`);
    expect(await screen.findByText("You are offline. Creating an order needs the network; your draft is saved on this device.", {}, SLOW)).toBeVisible();
    await userEvent.type(screen.getByRole("textbox", { name: /^Full name/ }), "Ana");
    await waitFor(async () => expect((await db.drafts.get(row.id))?.values.customer.full_name).toBe("Ana"), SLOW);
  });
});
