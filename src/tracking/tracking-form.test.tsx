/** @jsxImportSource preact */
import { fireEvent as domEvent, waitFor, within } from "@testing-library/dom";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../tests/setup/fetch-stub";
import { TrackingApp } from "./app";
import { forgetServerAnswer } from "./lookup";
import { activateLocale } from "./i18n";
import { BRANDING, RESULT, makeChallenge, mount } from "./test-support";

const LONG = { timeout: 10_000 };

/** Events inside act(): Preact renders their state changes before the next line. */
const fireEvent = {
  input: (element: Element, init: object) => act(() => void domEvent.input(element, init)),
  click: (element: Element) => act(() => void domEvent.click(element)),
};
let unmount: (() => void) | undefined;

beforeEach(() => {
  activateLocale("en");
  history.replaceState(null, "", "/trackings");
});
afterEach(() => {
  forgetServerAnswer();
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

function open(url: string) {
  history.replaceState(null, "", url);
  const page = mount(<TrackingApp />);
  unmount = page.unmount;
  return within(page.container);
}

/** Each challenge a new number (the server's are random), all solvable in a few hashes. */
const challengeRoute = () => {
  let issued = 0;
  return () => json(makeChallenge(issued++ % 20, { salt: `salt${issued}` }));
};

function fill(view: ReturnType<typeof open>, number: string, taxId: string) {
  fireEvent.input(view.getByRole("textbox", { name: "Tracking number" }), { target: { value: number } });
  fireEvent.input(view.getByRole("textbox", { name: /^Tax ID/ }), { target: { value: taxId } });
  fireEvent.click(view.getByRole("button", { name: "Track" }));
}

describe("tracking form", { timeout: 20_000 }, () => {
  it("shows the form's controls with their names", () => {
    stubFetch({});
    const view = open("/trackings");
    expect(view.getByRole("heading", { level: 1, name: "Track my order" })).toBeInTheDocument();
    expect(view.getByRole("textbox", { name: "Tax ID" })).toHaveAccessibleDescription(/receiver's tax identification number/);
    expect(view.getByRole("combobox", { name: "Language" })).toHaveValue("en");
    expect(view.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/nb-login");
    expect(view.getByRole("main")).toBeInTheDocument();
  });

  it("checks blank fields in the page, without any lookup", () => {
    // Focus moves to the first blank field, which starts solving a challenge for the next try.
    const { calls } = stubFetch({ "GET /v1/challenge": challengeRoute() });
    const view = open("/trackings");
    fireEvent.click(view.getByRole("button", { name: "Track" }));
    const number = view.getByRole("textbox", { name: "Tracking number" });
    const taxId = view.getByRole("textbox", { name: "Tax ID" });
    expect(number).toHaveAccessibleDescription("Please enter a tracking number");
    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(taxId).toHaveAccessibleDescription(/Please enter the corresponding tax identification number/);
    expect(document.activeElement).toBe(number);
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("looks up with a solved challenge and opens the result page", async () => {
    const lookups: unknown[] = [];
    stubFetch({
      "GET /v1/challenge": challengeRoute(),
      "POST /v1/trackings/lookup": async (request) => {
        lookups.push(await request.json());
        return json({ data: RESULT });
      },
      "GET /v1/trackings/branding/7": () => json({ data: BRANDING }),
    });
    const view = open("/trackings");
    fill(view, " nb123br ", "123.456.789-09");
    expect(await view.findByRole("heading", { level: 1, name: "Parcel NB123BR" }, LONG)).toBeInTheDocument();
    expect(location.pathname).toBe("/trackings/NB123BR");
    expect(lookups).toHaveLength(1);
    const body = lookups[0] as { tracking_number: string; tax_id: string; verification: string };
    expect(body.tracking_number).toBe("nb123br");
    expect(body.tax_id).toBe("123.456.789-09");
    expect(JSON.parse(atob(body.verification))).toMatchObject({ algorithm: "SHA-256", salt: expect.stringContaining("action=tracking") });
    // The page asked for the seller's branding once the result was there.
    expect(await view.findByRole("heading", { level: 2, name: "Contact" }, LONG)).toBeInTheDocument();
    // Kept for reading offline, without the tax id.
    const stored = localStorage.getItem("tracking:last");
    expect(JSON.parse(stored!)).toMatchObject({ reference: "NB123BR", result: { status: RESULT.status } });
    expect(stored).not.toContain("123.456.789-09");
    expect(stored).not.toMatch(/tax/i);
  });

  it("shows 'Tracking number not found' on a 404 and replaces the URL with ?error=404", async () => {
    stubFetch({ "GET /v1/challenge": challengeRoute(), "POST /v1/trackings/lookup": () => json({ messages: ["Tracking number not found"] }, 404) });
    const view = open("/trackings");
    fill(view, "NOPE", "1");
    await waitFor(() => expect(view.getByRole("textbox", { name: "Tracking number" })).toHaveAccessibleDescription("Tracking number not found"), LONG);
    expect(location.pathname + location.search).toBe("/trackings?error=404");
  });

  it("shows the server's wrong tax id under Tax ID", async () => {
    stubFetch({ "GET /v1/challenge": challengeRoute(), "POST /v1/trackings/lookup": () => json({ messages: [{ tax_id: ["Wrong tax identification number"] }] }, 422) });
    const view = open("/trackings");
    fill(view, "NB123BR", "999");
    const taxId = view.getByRole("textbox", { name: "Tax ID" });
    await waitFor(() => expect(taxId).toHaveAccessibleDescription(/Wrong tax identification number/), LONG);
    expect(taxId).toHaveAttribute("aria-invalid", "true");
    expect(view.getByRole("textbox", { name: "Tracking number" })).not.toHaveAttribute("aria-invalid");
  });

  it("shows the rate limit's alert on 429", async () => {
    stubFetch({ "GET /v1/challenge": challengeRoute(), "POST /v1/trackings/lookup": () => json({ messages: ["Too many"] }, 429, { "Retry-After": "42" }) });
    const view = open("/trackings");
    fill(view, "NB123BR", "1");
    expect(await view.findByRole("alert", {}, LONG)).toHaveTextContent("Too many tracking lookups. Please wait a minute and try again.");
    expect(view.getByRole("button", { name: "Track" })).toBeEnabled();
  });

  it("shows the connection alert when the network is down", async () => {
    stubFetch({
      "GET /v1/challenge": challengeRoute(),
      "POST /v1/trackings/lookup": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const view = open("/trackings");
    fill(view, "NB123BR", "1");
    expect(await view.findByRole("alert", {}, LONG)).toHaveTextContent("Check your internet connection and try again.");
  });

  it("retries a 403 once with a new challenge, then shows the verification alert", async () => {
    const verifications: string[] = [];
    const { calls } = stubFetch({
      "GET /v1/challenge": challengeRoute(),
      "POST /v1/trackings/lookup": async (request) => {
        verifications.push(((await request.json()) as { verification: string }).verification);
        return json({ messages: ["Human verification failed. Please try again."] }, 403);
      },
    });
    const view = open("/trackings");
    fill(view, "NB123BR", "1");
    expect(await view.findByRole("alert", {}, LONG)).toHaveTextContent("Human verification failed. Please try again.");
    expect(verifications).toHaveLength(2);
    expect(verifications[0]).not.toBe(verifications[1]);
    expect(calls.filter((call) => call.url.includes("/v1/challenge"))).toHaveLength(2);
  });

  it("a 403 followed by success shows the result", async () => {
    let attempt = 0;
    stubFetch({
      "GET /v1/challenge": challengeRoute(),
      "POST /v1/trackings/lookup": () => (attempt++ === 0 ? json({ messages: ["Human verification failed. Please try again."] }, 403) : json({ data: RESULT })),
      "GET /v1/trackings/branding/7": () => json({ data: BRANDING }),
    });
    const view = open("/trackings");
    fill(view, "NB123BR", "1");
    expect(await view.findByRole("heading", { level: 1, name: "Parcel NB123BR" }, LONG)).toBeInTheDocument();
    expect(view.queryByRole("alert")).toBeNull();
  });

  it("shows the busy status and disables Track while looking up", async () => {
    let answer: ((response: Response) => void) | undefined;
    stubFetch({
      "GET /v1/challenge": challengeRoute(),
      "POST /v1/trackings/lookup": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const view = open("/trackings");
    fill(view, "NB123BR", "1");
    await waitFor(() => expect(view.getByRole("status")).toHaveTextContent("Looking up your parcel..."), LONG);
    expect(view.getByRole("button", { name: "Track" })).toBeDisabled();
    await waitFor(() => expect(answer).toBeDefined(), LONG);
    expect(view.getByRole("button", { name: "Track" })).toBeDisabled();
    answer?.(json({ messages: ["Tracking number not found"] }, 404));
    await waitFor(() => expect(view.getByRole("button", { name: "Track" })).toBeEnabled(), LONG);
  });

  it("prefills ?trackingNumber= and starts at once, asking for the tax id", async () => {
    const { calls } = stubFetch({ "GET /v1/challenge": challengeRoute() });
    const view = open("/trackings?trackingNumber=NB123BR&taxId=123");
    const number = view.getByRole("textbox", { name: "Tracking number" });
    const taxId = view.getByRole("textbox", { name: /^Tax ID/ });
    expect(number).toHaveValue("NB123BR");
    expect(taxId).toHaveValue("");
    expect(taxId).toHaveAccessibleDescription(/Please enter the corresponding tax identification number/);
    expect(document.activeElement).toBe(taxId);
    // Solving already started (the tax id is typed next), but nothing was looked up.
    expect(calls.every((call) => call.method === "GET")).toBe(true);
  });

  it("shows the not-found text when opened with ?error=404", () => {
    stubFetch({});
    const view = open("/trackings?error=404");
    expect(view.getByRole("textbox", { name: "Tracking number" })).toHaveAccessibleDescription("Tracking number not found");
  });

  it("offers the last tracked parcel", () => {
    stubFetch({});
    localStorage.setItem("tracking:last", JSON.stringify({ reference: "NB123BR", result: RESULT, branding: null, fetchedAt: new Date().toISOString() }));
    const view = open("/trackings");
    expect(view.getByRole("link", { name: "See your last tracked parcel (NB123BR)" })).toHaveAttribute("href", "/trackings/NB123BR");
  });

  it("ignores a stored last result that is not valid JSON", () => {
    stubFetch({});
    localStorage.setItem("tracking:last", "{not json");
    const view = open("/trackings");
    expect(view.queryByRole("link", { name: /See your last tracked parcel/ })).toBeNull();
  });
});
