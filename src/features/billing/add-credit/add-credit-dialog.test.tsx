import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { renderApp } from "../../../../tests/setup/render-app";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { BALANCE, accountEvent } from "../../../../tests/fixtures/billing";
import { billingStubs } from "../../../../tests/setup/billing-stubs";
import { clearSessionUser, storeSessionUser } from "../../../api/session";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 60_000 };
const NO_NOTIFICATIONS = { "GET /v1/my_notifications": () => json({ data: { elements: [], count: 0, ids: [] } }) };
const TODAY = new Date("2026-11-26T15:00:00Z");
const CREDIT_PATH = "POST /v1/sellers/1/seller_account_events";

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Add Credit" }, LOAD));
  const dialog = await screen.findByRole("dialog", { name: "Add Credit" });
  return { user, dialog };
}

const fill = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, amount: string) => {
  await user.type(within(dialog).getByRole("textbox", { name: /Amount/ }), amount);
  await user.selectOptions(within(dialog).getByRole("combobox", { name: /Service category/ }), "Freight");
  await user.click(within(dialog).getByRole("radio", { name: "Pre-paid" }));
};
const submit = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: "Add Credit" });

describe("Add Credit", () => {
  beforeEach(() => {
    storeSessionUser(demoSessionUser());
    // Only the date: timers stay real for the screen and the queries.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(TODAY);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("fills a description naming the signed-in user and the day when Pre or Post is chosen, and locks it; the two exclude each other", TEST, async () => {
    stubFetch({ ...NO_NOTIFICATIONS, ...billingStubs() });
    await renderApp("/billing");
    const { user, dialog } = await openDialog();
    const description = within(dialog).getByRole("textbox", { name: "Description" });
    expect(description).not.toHaveAttribute("readonly");
    await user.click(within(dialog).getByRole("radio", { name: "Post-paid" }));
    expect(description).toHaveValue("Credit added by Ana Admin on Nov 26, 2026");
    expect(description).toHaveAttribute("readonly");
    await user.click(within(dialog).getByRole("radio", { name: "Pre-paid" }));
    expect(within(dialog).getByRole("radio", { name: "Pre-paid" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Post-paid" })).not.toBeChecked();
    await user.type(description, "changed");
    expect(description).toHaveValue("Credit added by Ana Admin on Nov 26, 2026");
  });

  it("refuses a third decimal, less than 0.01 and text on the device, naming the problem, and sends nothing", TEST, async () => {
    const { calls } = stubFetch({ ...NO_NOTIFICATIONS, ...billingStubs() });
    await renderApp("/billing");
    const { user, dialog } = await openDialog();
    const amount = within(dialog).getByRole("textbox", { name: /Amount/ });
    await fill(user, dialog, "10.555");
    await user.click(submit(dialog));
    expect(amount).toHaveAccessibleDescription("Use at most two decimals");
    await user.clear(amount);
    await user.type(amount, "0.001");
    await user.click(submit(dialog));
    expect(amount).toHaveAccessibleDescription("Use at most two decimals");
    await user.clear(amount);
    await user.type(amount, "0.00");
    await user.click(submit(dialog));
    expect(amount).toHaveAccessibleDescription("Must be at least 0.01");
    await user.clear(amount);
    await user.type(amount, "ten");
    await user.click(submit(dialog));
    expect(amount).toHaveAccessibleDescription("Type an amount such as 1,234.50");
    // What was typed stays.
    expect(amount).toHaveValue("ten");
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("reads the amount in the user's notation: 1.234,56 in Portuguese is R$ 1234.56", TEST, async () => {
    const { calls } = stubFetch({ ...NO_NOTIFICATIONS, ...billingStubs({ [CREDIT_PATH]: () => json({ data: accountEvent(9, { value: 1234.56 }) }, 201) }) });
    await renderApp("/billing", "pt_BR");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Adicionar crédito" }, LOAD));
    const dialog = await screen.findByRole("dialog", { name: "Adicionar crédito" });
    await user.type(within(dialog).getByRole("textbox", { name: /Valor/ }), "1.234,56");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Categoria de serviço/ }), "Frete");
    await user.click(within(dialog).getByRole("radio", { name: "Pós-pago" }));
    await user.click(within(dialog).getByRole("button", { name: "Adicionar crédito" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const post = calls.find((call) => call.method === "POST");
    expect(await post?.json()).toEqual({ event_type: "credit", category_id: 1, method: "postpaid", value: 1234.56, description: "Crédito adicionado por Ana Admin em 26 de nov. de 2026" });
  });

  it("sends one Idempotency-Key per opening: a double click and a retry after a failure reuse it; the next opening makes a new one", TEST, async () => {
    let answer: "fail" | "ok" = "fail";
    let released: () => void = () => {};
    const held = new Promise<void>((resolve) => (released = resolve));
    let balanceCalls = 0;
    const { calls } = stubFetch({
      ...NO_NOTIFICATIONS,
      ...billingStubs({
        [CREDIT_PATH]: async () => {
          await held;
          return answer === "fail" ? json({ messages: ["Service Unavailable"] }, 503) : json({ data: accountEvent(9, { value: 50 }) }, 201);
        },
        "GET /v1/seller_account_events/1/balance": () => {
          balanceCalls += 1;
          const prepaid = { ...BALANCE.balance.prepaid, freight: balanceCalls > 1 ? 1284.5 : 1234.5 };
          return json({ data: { ...BALANCE, balance: { ...BALANCE.balance, prepaid } } });
        },
      }),
    });
    await renderApp("/billing");
    const { user, dialog } = await openDialog();
    await fill(user, dialog, "50");
    await user.dblClick(submit(dialog));
    released();
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something went wrong on our side. Please try again.");
    answer = "ok";
    await user.click(submit(dialog));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts).toHaveLength(2);
    const key = posts[0]!.headers.get("Idempotency-Key");
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.headers.get("Idempotency-Key")).toBe(key);

    // The balance reloads after the credit.
    expect(await within(await screen.findByRole("article", { name: "Freight" })).findByText("R$1,284.50")).toBeVisible();

    const reopened = await openDialog();
    await fill(reopened.user, reopened.dialog, "1");
    await reopened.user.click(submit(reopened.dialog));
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(3));
    expect(calls.filter((call) => call.method === "POST")[2]!.headers.get("Idempotency-Key")).not.toBe(key);
  });

  it("shows the server's refusal in the user's language and keeps what was typed", TEST, async () => {
    stubFetch({ ...NO_NOTIFICATIONS, ...billingStubs({ [CREDIT_PATH]: () => json({ messages: [{ value: ["must be greater than 0.01"] }] }, 422) }) });
    await renderApp("/billing", "pt_BR");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Adicionar crédito" }, LOAD));
    const dialog = await screen.findByRole("dialog", { name: "Adicionar crédito" });
    await user.type(within(dialog).getByRole("textbox", { name: /Valor/ }), "5");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Categoria de serviço/ }), "Frete");
    await user.click(within(dialog).getByRole("radio", { name: "Pré-pago" }));
    await user.click(within(dialog).getByRole("button", { name: "Adicionar crédito" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Deve ser no mínimo 0,01");
    expect(within(dialog).getByRole("textbox", { name: /Valor/ })).toHaveValue("5");
  });
});
