/** @jsxImportSource preact */
import { fireEvent as domEvent, waitFor, within } from "@testing-library/dom";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../tests/setup/fetch-stub";
import { TrackingApp } from "./app";
import { forgetServerAnswer } from "./lookup";
import { activateLocale } from "./i18n";
import { LAST_RESULT_KEY, type LastResult, forgetLastResult, rememberTaxId } from "./last-result";
import { BRANDING, RESULT, makeChallenge, mount } from "./test-support";

const LONG = { timeout: 10_000 };
const OLD_FETCH = "2026-11-10T12:00:00.000Z";
let unmount: (() => void) | undefined;

beforeEach(() => {
  activateLocale("en");
});
afterEach(() => {
  forgetServerAnswer();
  forgetLastResult(); // also the tax id kept in memory
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TAX_ID = "123.456.789-09";

function store(last: Partial<LastResult> = {}) {
  const value: LastResult = { reference: "NB123BR", result: RESULT, branding: BRANDING, fetchedAt: OLD_FETCH, ...last };
  localStorage.setItem(LAST_RESULT_KEY, JSON.stringify(value));
}

/** The tax id typed on this page earlier (the form keeps it in memory only, for refreshing). */
const typedEarlier = () => rememberTaxId("NB123BR", TAX_ID);

function open(url: string) {
  history.replaceState(null, "", url);
  const page = mount(<TrackingApp />);
  unmount = page.unmount;
  return within(page.container);
}

const offline = () => vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
const expectedTime = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

describe("result page", { timeout: 20_000 }, () => {
  it("shows the stored result with the status bar, zones and checkpoints newest first", () => {
    offline();
    stubFetch({});
    store();
    const view = open("/trackings/NB123BR");
    expect(view.getByRole("heading", { level: 1, name: "Parcel NB123BR" })).toBeInTheDocument();

    const bar = view.getByRole("list", { name: "Delivery progress" });
    const steps = within(bar).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual(["Created", "Shipped", "In transit", "Out for delivery", "Delivered"]);
    expect(steps.filter((step) => step.getAttribute("aria-current") === "step").map((step) => step.textContent)).toEqual(["In transit"]);
    expect(view.getByText("Status: In transit")).toBeInTheDocument();
    expect(view.queryByText("There is a problem with the delivery.")).toBeNull();
    expect(view.getByText(/^Destination: São Paulo, Brazil$/)).toBeInTheDocument();
    expect(view.getByText(/^Estimated delivery: Nov 20, 2026$/)).toBeInTheDocument();

    expect(view.getByRole("heading", { level: 2, name: "Tracking history" })).toBeInTheDocument();
    expect(view.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["First mile", "Pickup", "International freight", "Customs clearance"]);
    const freight = view.getByRole("region", { name: "International freight" });
    const times = within(freight).getAllByRole("listitem").map((item) => item.querySelector("time")?.getAttribute("datetime"));
    expect(times).toEqual(["2026-11-04T20:00:00.000Z", "2026-11-03T08:00:00.000Z"]);
    const newest = within(freight).getAllByRole("listitem")[0]!;
    expect(newest).toHaveTextContent("Arrived at destination country");
    expect(newest).toHaveTextContent("In transit");
    expect(newest.querySelector("time")).toHaveTextContent(expectedTime("2026-11-04T20:00:00.000Z", "en-US"));
  });

  it("shows the offline status with the stored time", () => {
    offline();
    stubFetch({});
    store();
    const view = open("/trackings/NB123BR");
    expect(view.getByRole("status")).toHaveTextContent(`You are offline. This is the result from ${expectedTime(OLD_FETCH, "en-US")}.`);
  });

  it("marks a delivery problem", () => {
    offline();
    stubFetch({});
    store({ result: { ...RESULT, status: "FAILED_ATTEMP", status_bar: "out_for_delivery", problem: true } });
    const view = open("/trackings/NB123BR");
    expect(view.getByText("There is a problem with the delivery.")).toBeInTheDocument();
    expect(view.getByText("Status: Failed attempt")).toBeInTheDocument();
  });

  it("formats times in the chosen language (pt-BR)", () => {
    offline();
    stubFetch({});
    store();
    activateLocale("pt_BR");
    const view = open("/trackings/NB123BR");
    const time = view.getAllByRole("listitem").map((item) => item.querySelector("time")).find(Boolean)!;
    expect(time.textContent).toBe(expectedTime(time.getAttribute("datetime")!, "pt-BR"));
    expect(time.textContent).toMatch(/nov\./);
    expect(document.documentElement.lang).toBe("pt-BR");
  });

  it("refreshes a stored result in the background with a new challenge and the tax id typed on this page", async () => {
    const lookups: { tracking_number: string; tax_id: string }[] = [];
    stubFetch({
      "GET /v1/challenge": () => json(makeChallenge(4)),
      "POST /v1/trackings/lookup": async (request) => {
        lookups.push((await request.json()) as { tracking_number: string; tax_id: string });
        return json({ data: { ...RESULT, status: "OUT_FOR_DELIVERY", status_bar: "out_for_delivery" } });
      },
      "GET /v1/trackings/branding/7": () => json({ data: BRANDING }),
    });
    store();
    typedEarlier();
    const view = open("/trackings/NB123BR");
    expect(view.getByText(`Updated ${expectedTime(OLD_FETCH, "en-US")}`)).toBeInTheDocument();
    await waitFor(() => expect(view.getByText("Status: Out for delivery")).toBeInTheDocument(), LONG);
    expect(lookups).toEqual([{ tracking_number: "NB123BR", tax_id: TAX_ID, verification: expect.any(String) }]);
    expect(view.queryByText(`Updated ${expectedTime(OLD_FETCH, "en-US")}`)).toBeNull();
    const stored = localStorage.getItem(LAST_RESULT_KEY)!;
    expect(JSON.parse(stored).result.status).toBe("OUT_FOR_DELIVERY");
    expect(stored).not.toContain(TAX_ID);
  });

  it("after a reload (no tax id in memory) shows the stored result with its time, and refreshing asks for the tax id", async () => {
    const { calls } = stubFetch({
      "GET /v1/health": () => json({ data: { status: "ok" } }),
      "GET /v1/trackings/branding/7": () => json({ data: BRANDING }),
      "GET /v1/challenge": () => json(makeChallenge(1)),
    });
    store();
    const view = open("/trackings/NB123BR");
    expect(view.getByText("Status: In transit")).toBeInTheDocument();
    const refresh = view.getByRole("link", { name: "Enter the tax ID to see the latest" });
    expect(refresh.closest("p")).toHaveTextContent(`This is the result from ${expectedTime(OLD_FETCH, "en-US")}.`);
    expect(refresh).toHaveAttribute("href", "/trackings?trackingNumber=NB123BR");
    // Whether the server answers, then the branding; a lookup would have come between: there was none.
    await waitFor(() => expect(calls.map((call) => new URL(call.url).pathname)).toEqual(["/v1/health", "/v1/trackings/branding/7"]), LONG);

    await act(() => void domEvent.click(refresh));
    expect(await view.findByRole("textbox", { name: "Tracking number" }, LONG)).toHaveValue("NB123BR");
    expect(view.getByRole("textbox", { name: /^Tax ID/ })).toHaveAccessibleDescription(/Please enter the corresponding tax identification number/);
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("forgets a tax id that an earlier version of the page stored with the result", () => {
    offline();
    stubFetch({});
    localStorage.setItem(LAST_RESULT_KEY, JSON.stringify({ reference: "NB123BR", taxId: TAX_ID, result: RESULT, branding: BRANDING, fetchedAt: OLD_FETCH }));
    const view = open("/trackings/NB123BR");
    expect(view.getByRole("heading", { level: 1, name: "Parcel NB123BR" })).toBeInTheDocument();
    const stored = localStorage.getItem(LAST_RESULT_KEY)!;
    expect(stored).not.toContain(TAX_ID);
    expect(JSON.parse(stored)).toMatchObject({ reference: "NB123BR", fetchedAt: OLD_FETCH });
  });

  it("follows the network while open: offline says so, back online refreshes the parcel", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    stubFetch({
      "GET /v1/health": () => json({ data: { status: "ok" } }),
      "GET /v1/challenge": () => json(makeChallenge(4)),
      "POST /v1/trackings/lookup": () => json({ data: { ...RESULT, status: "DELIVERED", status_bar: "delivered" } }),
      "GET /v1/trackings/branding/7": () => json({ data: BRANDING }),
    });
    store({ fetchedAt: new Date().toISOString() });
    const view = open("/trackings/NB123BR");
    expect(view.getByRole("status")).toHaveTextContent(/^You are offline\./);

    // Back online: the result fetched a moment ago is not looked up again, only shown as current.
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    await waitFor(() => expect(view.queryByText(/^You are offline\./)).toBeNull(), LONG);
    expect(view.getByText(/^Updated /)).toBeInTheDocument();

    // The network goes away while the page is open.
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(view.getByRole("status")).toHaveTextContent(/^You are offline\./);
  });

  it("opened from the device while the server cannot be reached, says offline though the browser says online", async () => {
    // A page the worker served offline reports navigator.onLine true (Chromium), as does a dead Wi-Fi.
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    const { calls } = stubFetch({ "GET /v1/health": () => Promise.reject(new TypeError("Failed to fetch")) });
    const fetchedAt = new Date().toISOString();
    store({ fetchedAt });
    const view = open("/trackings/NB123BR");
    expect(await view.findByRole("status", {}, LONG)).toHaveTextContent(`You are offline. This is the result from ${expectedTime(fetchedAt, "en-US")}.`);
    expect(view.queryByText(/^Updated /)).toBeNull();
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(["/v1/health"]);
  });

  it("back online after a while, looks the parcel up again", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    stubFetch({
      "GET /v1/challenge": () => json(makeChallenge(4)),
      "POST /v1/trackings/lookup": () => json({ data: { ...RESULT, status: "DELIVERED", status_bar: "delivered" } }),
      "GET /v1/trackings/branding/7": () => json({ data: BRANDING }),
    });
    store();
    typedEarlier();
    const view = open("/trackings/NB123BR");
    expect(view.getByText("Status: In transit")).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    await waitFor(() => expect(view.getByText("Status: Delivered")).toBeInTheDocument(), LONG);
    expect(view.queryByRole("status")).toBeNull();
  });

  it("keeps the stored result and says offline when the refresh fails", async () => {
    stubFetch({ "GET /v1/challenge": () => Promise.reject(new TypeError("Failed to fetch")) });
    store();
    typedEarlier();
    const view = open("/trackings/NB123BR");
    expect(await view.findByRole("status", {}, LONG)).toHaveTextContent(`You are offline. This is the result from ${expectedTime(OLD_FETCH, "en-US")}.`);
    expect(view.getByRole("heading", { level: 1, name: "Parcel NB123BR" })).toBeInTheDocument();
  });

  it("shows the seller's branding: colours, logo, contacts, social links, advertisement and footer", () => {
    offline();
    stubFetch({});
    store();
    const view = open("/trackings/NB123BR");
    const page = document.querySelector<HTMLElement>(".page")!;
    expect(page.style.getPropertyValue("--brand-main")).toBe("#aa0000");
    const logo = view.getByRole("img", { name: "Seller logo" });
    expect(logo.getAttribute("src")).toMatch(/\/v1\/trackings\/branding\/7\/logo\?v=l1$/);
    expect(logo.closest("a")).toHaveAttribute("href", "https://seller.example/");
    expect(view.getByRole("heading", { level: 2, name: "Contact" })).toBeInTheDocument();
    expect(view.getByRole("link", { name: "help@seller.example" })).toHaveAttribute("href", "mailto:help@seller.example");
    expect(view.getByRole("link", { name: "+55 11 5555-0000" })).toHaveAttribute("href", "tel:+551155550000");
    expect(view.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/5511999990000");
    expect(view.getByRole("link", { name: "Instagram" })).toHaveAttribute("rel", "noopener");
    expect(view.getByRole("link", { name: "X" })).toHaveAttribute("href", "https://x.com/seller");
    expect(view.queryByRole("link", { name: "Facebook" })).toBeNull();
    const ad = view.getByRole("img", { name: "Free shipping this week" });
    expect(ad).toHaveAttribute("width", "932");
    expect(ad).toHaveAttribute("height", "240");
    expect(ad).toHaveAttribute("loading", "lazy");
    expect(ad.getAttribute("src")).toMatch(/\/v1\/trackings\/branding\/7\/ad\?v=v3$/);
    expect(ad.closest("a")).toHaveAttribute("href", "https://seller.example/sale");
    expect(view.getByRole("contentinfo")).toHaveTextContent("Seller Ltd, Rua A 1, São Paulo");
  });

  it("renders seller texts as text, never as markup", () => {
    offline();
    stubFetch({});
    store({ branding: { ...BRANDING, footer: "<img src=x onerror=alert(1)>", ad_image: null } });
    const view = open("/trackings/NB123BR");
    expect(view.getByRole("contentinfo")).toHaveTextContent("<img src=x onerror=alert(1)>");
    expect(document.querySelector("footer img")).toBeNull();
  });

  it("'Forget this parcel' clears the stored result and opens the form", async () => {
    offline();
    stubFetch({});
    store();
    const view = open("/trackings/NB123BR");
    await act(() => void domEvent.click(view.getByRole("button", { name: "Forget this parcel" })));
    expect(localStorage.getItem(LAST_RESULT_KEY)).toBeNull();
    expect(location.pathname).toBe("/trackings");
    expect(view.getByRole("heading", { level: 1, name: "Track my order" })).toBeInTheDocument();
    expect(view.queryByRole("link", { name: /See your last tracked parcel/ })).toBeNull();
  });

  it("without a stored result, goes to the form with the number, which asks for the tax id", async () => {
    const { calls } = stubFetch({ "GET /v1/challenge": () => json(makeChallenge(1)) });
    const view = open("/trackings/NB999BR");
    await waitFor(() => expect(location.pathname + location.search).toBe("/trackings?trackingNumber=NB999BR"), LONG);
    expect(await view.findByRole("textbox", { name: "Tracking number" }, LONG)).toHaveValue("NB999BR");
    expect(view.getByRole("textbox", { name: /^Tax ID/ })).toHaveAccessibleDescription(/Please enter the corresponding tax identification number/);
    expect(calls.every((call) => call.method === "GET")).toBe(true);
  });
});

describe("not-found page and routing", { timeout: 20_000 }, () => {
  it.each(["/trackings/404", "/trackings/a/b"])("shows the not-found view at %s", (url) => {
    stubFetch({});
    const view = open(url);
    expect(view.getByRole("heading", { level: 1, name: "Tracking not found" })).toBeInTheDocument();
    expect(view.getByText("Check the tracking number and the tax ID, then try again.")).toBeInTheDocument();
    expect(view.getByRole("button", { name: "Back" })).toBeInTheDocument();
    expect(view.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/trackings");
  });

  it("'Back' goes one step back when there is history", async () => {
    stubFetch({});
    const back = vi.spyOn(history, "back").mockImplementation(() => {});
    vi.spyOn(history, "length", "get").mockReturnValue(3);
    const view = open("/trackings/404");
    await act(() => void domEvent.click(view.getByRole("button", { name: "Back" })));
    expect(back).toHaveBeenCalledOnce();
  });

  it("'Back' opens the form in a fresh tab", async () => {
    stubFetch({});
    vi.spyOn(history, "length", "get").mockReturnValue(1);
    const view = open("/trackings/404");
    await act(() => void domEvent.click(view.getByRole("button", { name: "Back" })));
    expect(location.pathname).toBe("/trackings");
    expect(view.getByRole("heading", { level: 1, name: "Track my order" })).toBeInTheDocument();
  });
});

describe("language picker", { timeout: 20_000 }, () => {
  it.each([
    ["zh_CN", "zh-Hans-CN"],
    ["pt_BR", "pt-BR"],
  ])("switches to %s, marks the document and remembers the choice", async (locale, tag) => {
    stubFetch({});
    const view = open("/trackings");
    const picker = view.getByRole("combobox", { name: /./ });
    expect(within(picker).getAllByRole("option").map((option) => option.textContent)).toEqual(["English", "中文", "Português (Brasil)"]);
    await act(() => void domEvent.change(picker, { target: { value: locale } }));
    expect(document.documentElement.lang).toBe(tag);
    expect(localStorage.getItem("language")).toBe(locale);
    expect(view.getByRole("combobox", { name: /./ })).toHaveValue(locale);
    expect(view.getByRole("heading", { level: 1 })).toBeInTheDocument();
  });
});
