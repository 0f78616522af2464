import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import { fetchCurrentSeller } from "../../api/calls/me";
import { TERMS_NOT_ACCEPTED, TERMS_NOT_ACCEPTED_MESSAGE } from "../../api/schemas/terms";
import { storeSessionUser } from "../../api/session";
import type { Locale } from "../../domain/languages";
import { TERMS_VERSION } from "../../domain/terms";
import { rememberPlatform } from "../../platform/current-platform";
import TermsGate from "./terms-gate";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };
const NOT_ACCEPTED = { data: { version: TERMS_VERSION, accepted: false, accepted_at: null } };
const ACCEPTED = { data: { version: TERMS_VERSION, accepted: true, accepted_at: "2026-11-26T21:00:00.000Z" } };

async function renderGate(locale: Locale = "en") {
  queryClient.clear();
  await activateLocale(locale);
  storeSessionUser(demoSessionUser());
  render(
    <ShellProviders>
      <MemoryRouter>
        <p>The portal</p>
        <TermsGate />
      </MemoryRouter>
    </ShellProviders>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  rememberPlatform("nb");
});

describe("the terms of service after sign-in", () => {
  it("opens the dialog when the server refuses any call with 403 TERMS_NOT_ACCEPTED, though the first answer said accepted", TEST, async () => {
    let answers = [ACCEPTED, NOT_ACCEPTED];
    stubFetch({
      "GET /v1/terms/acceptance": () => {
        const [next, ...rest] = answers;
        answers = rest.length > 0 ? rest : answers;
        return json(next);
      },
      "GET /v1/current-seller": () => json({ code: TERMS_NOT_ACCEPTED, messages: [TERMS_NOT_ACCEPTED_MESSAGE] }, 403),
    });
    await renderGate();
    await waitFor(() => expect(answers).toEqual([NOT_ACCEPTED]), SLOW);
    expect(screen.queryByRole("dialog")).toBeNull();

    await expect(fetchCurrentSeller()).rejects.toMatchObject({ status: 403 });
    expect(await screen.findByRole("dialog", { name: "Terms of service" }, SLOW)).toBeVisible();
    expect(screen.getByRole("button", { name: "Accept" })).toBeVisible();
  });

  it("asks a user who has not accepted the current version; Escape does not dismiss it; Accept records the version and lets them in", TEST, async () => {
    const accepted: unknown[] = [];
    stubFetch({
      "GET /v1/terms/acceptance": () => json(NOT_ACCEPTED),
      "POST /v1/terms/acceptance": async (request) => {
        accepted.push(await request.json());
        return json({ data: { version: TERMS_VERSION, accepted: true, accepted_at: "2026-11-26T21:00:00.000Z" } });
      },
    });
    const user = await renderGate();
    const dialog = await screen.findByRole("dialog", { name: "Terms of service" }, SLOW);
    expect(await screen.findByText("Only lawful goods are handled. For controlled goods you must hold the licences they require, in your own name.", undefined, SLOW)).toBeVisible();
    expect(screen.getByRole("link", { name: "Download" })).toHaveAttribute("href", "/terms/terms-of-service.pdf");
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();

    await user.keyboard("{Escape}");
    expect(dialog).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), SLOW);
    expect(accepted).toEqual([{ version: TERMS_VERSION }]);
  });

  it("speaks the user's language (Portuguese), with Sign out as the other way", TEST, async () => {
    stubFetch({ "GET /v1/terms/acceptance": () => json(NOT_ACCEPTED) });
    await renderGate("pt_BR");
    expect(await screen.findByRole("dialog", { name: "Termos de serviço" }, SLOW)).toBeVisible();
    expect(screen.getByText("Para usar o portal, leia e aceite os termos de serviço.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Aceitar" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Sair" })).toBeVisible();
    // The PDF in Portuguese too (scripts/make-terms-pdf.mjs writes it from the catalog).
    expect(screen.getByRole("link", { name: "Baixar" })).toHaveAttribute("href", "/terms/terms-of-service.pt_BR.pdf");
  });

  it("asks nothing on the platform that hides the terms: not even the server", TEST, async () => {
    const { calls } = stubFetch({ "GET /v1/terms/acceptance": () => json(NOT_ACCEPTED) });
    rememberPlatform("tiendamia");
    await renderGate();
    expect(screen.getByText("The portal")).toBeVisible();
    // Mounted and settled: an enabled query would be fetching by now.
    expect(queryClient.getQueryCache().find({ queryKey: ["terms-acceptance", demoSessionUser().id] })?.state.fetchStatus).toBe("idle");
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lets the user in when the answer cannot be had (offline): the question comes back at the next start", TEST, async () => {
    stubFetch({ "GET /v1/terms/acceptance": () => Promise.reject(new TypeError("Failed to fetch")) });
    await renderGate();
    await waitFor(() => expect(queryClient.getQueryCache().find({ queryKey: ["terms-acceptance", demoSessionUser().id] })?.state.status).toBe("error"), SLOW);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
