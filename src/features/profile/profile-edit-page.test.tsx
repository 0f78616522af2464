import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import { PASSWORDS_DIFFER } from "../../api/schemas/auth";
import { PROFILE_MESSAGES } from "../../api/schemas/profile";
import { getSessionUser, storeSessionUser } from "../../api/session";
import type { Locale } from "../../domain/languages";
import { ProfileEditPage } from "./profile-edit-page";
import { ProfilePage } from "./profile-page";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };

async function renderEdit(onLanguageChange: (locale: Locale) => Promise<unknown> = async () => undefined, locale: Locale = "en") {
  queryClient.clear();
  await activateLocale(locale);
  storeSessionUser(demoSessionUser({ name: "Ana Admin", email: "admin@example.com", language: 0 }));
  render(
    <ShellProviders>
      <MemoryRouter initialEntries={["/user_profile_edit"]}>
        <Routes>
          <Route path="/user_profile_edit" element={<ProfileEditPage onLanguageChange={onLanguageChange} />} />
          <Route path="/user_profile" element={<ProfilePage />} />
        </Routes>
      </MemoryRouter>
    </ShellProviders>,
  );
  return userEvent.setup();
}

const profileForm = () => screen.getByRole("form", { name: "Profile" });
const passwordForm = () => screen.getByRole("form", { name: "Change password" });

afterEach(() => vi.unstubAllGlobals());

describe("editing my profile", () => {
  it("saves name, e-mail and language, keeps them on the device (the top bar's name) and shows the profile with a toast", TEST, async () => {
    const bodies: unknown[] = [];
    stubFetch({
      "PUT /v1/users": async (request) => {
        const body = (await request.json()) as { name: string; email: string; language: number };
        bodies.push(body);
        return json({ data: { id: 1, ...body, pending_email: null } });
      },
    });
    const switched: Locale[] = [];
    const user = await renderEdit(async (locale) => void switched.push(locale));
    const name = screen.getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "Ana Souza");
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Português (Brasil)");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByRole("heading", { level: 1, name: "My profile" }, SLOW)).toBeVisible();
    expect(bodies).toEqual([{ name: "Ana Souza", email: "admin@example.com", language: 2 }]);
    expect(getSessionUser()).toMatchObject({ name: "Ana Souza", language: 2 });
    expect(switched).toEqual(["pt_BR"]);
    expect(screen.getByText("Profile updated")).toBeVisible();
    expect(screen.getByText("Ana Souza")).toBeVisible();
  });

  it("asks the current password for a new e-mail, shows a wrong one under its field, and says the change waits for confirmation, in the user's language", TEST, async () => {
    const bodies: Record<string, unknown>[] = [];
    stubFetch({
      "PUT /v1/users": async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.current_password !== "right-password") return json({ messages: [{ current_password: [PROFILE_MESSAGES.wrongCurrentPassword] }] }, 422);
        return json({ data: { id: 1, name: body.name, email: "admin@example.com", language: body.language, pending_email: "ana@example.com" } });
      },
    });
    const user = await renderEdit(undefined, "pt_BR");
    const email = screen.getByRole("textbox", { name: "E-mail" });
    await user.clear(email);
    await user.type(email, "not-an-email");
    await user.click(screen.getByRole("button", { name: "Salvar dados" }));
    expect(email).toHaveAccessibleDescription("E-mail inválido");
    expect(email).toHaveFocus();
    expect(bodies).toHaveLength(0);

    await user.clear(email);
    await user.type(email, "ana@example.com");
    const password = screen.getByLabelText(/^Senha atual \(necessária para alterar o e-mail\)/);
    await user.click(screen.getByRole("button", { name: "Salvar dados" }));
    expect(password).toHaveFocus();
    expect(bodies).toHaveLength(0);

    await user.type(password, "wrong-password");
    await user.click(screen.getByRole("button", { name: "Salvar dados" }));
    await waitFor(() => expect(password).toHaveAccessibleDescription("A senha atual não está correta."), SLOW);

    await user.clear(password);
    await user.type(password, "right-password");
    await user.click(screen.getByRole("button", { name: "Salvar dados" }));
    expect(await screen.findByText("Dados atualizados. O novo e-mail ana@example.com aguarda confirmação: abra o link que enviamos para ele. Até lá, entre com admin@example.com.", undefined, SLOW)).toBeVisible();
    expect(bodies.at(-1)).toEqual({ name: "Ana Admin", email: "ana@example.com", language: 0, current_password: "right-password" });
    // The device keeps the address that signs in until the new one is confirmed.
    expect(getSessionUser()?.email).toBe("admin@example.com");
  });

  it("says 'Can't be blank' when the user leaves a required field empty, before any save", TEST, async () => {
    stubFetch({});
    const user = await renderEdit();
    const name = screen.getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription("Can't be blank");
    await user.click(screen.getByLabelText(/^Current password/));
    await user.tab();
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription("Can't be blank");
  });
});

describe("changing my password", () => {
  it("refuses a confirmation that differs on the device, in the user's language, without calling the server", TEST, async () => {
    stubFetch({});
    const user = await renderEdit(undefined, "zh_CN");
    await user.type(screen.getByLabelText(/当前密码/), "demo-password");
    await user.type(screen.getByLabelText(/^新密码/), "a-new-password");
    await user.type(screen.getByLabelText(/确认新密码/), "another-password");
    await user.click(screen.getByRole("button", { name: "修改密码" }));
    expect(screen.getByLabelText(/确认新密码/)).toHaveAccessibleDescription("密码与确认密码必须一致");
  });

  it("shows a wrong current password under its field, then changes the password and empties the form with a toast", TEST, async () => {
    const bodies: unknown[] = [];
    let wrong = true;
    stubFetch({
      "PUT /v1/user_email_password": async (request) => {
        bodies.push(await request.json());
        if (wrong) return json({ messages: [{ current_password: [PROFILE_MESSAGES.wrongCurrentPassword] }] }, 422);
        return json({ data: { password_changed: true, other_sessions_ended: 2 } });
      },
    });
    const user = await renderEdit();
    const current = screen.getByLabelText(/^Current password/);
    await user.type(current, "not-it");
    await user.type(screen.getByLabelText(/^New password/), "a-new-password");
    await user.type(screen.getByLabelText(/^Confirm the new password/), "a-new-password");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(current).toHaveAccessibleDescription("The current password is not correct."), SLOW);
    // Still signed in: a wrong password is no expired session.
    expect(getSessionUser()).not.toBeNull();

    wrong = false;
    await user.clear(current);
    await user.type(current, "demo-password");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Password changed", undefined, SLOW)).toBeVisible();
    expect(current).toHaveValue("");
    expect(bodies.at(-1)).toEqual({ current_password: "demo-password", password: "a-new-password", password_confirmation: "a-new-password" });
    expect(profileForm()).toBeVisible();
    expect(passwordForm()).toBeVisible();
  });

  it("shows the server's mismatch refusal under the confirmation too", TEST, async () => {
    stubFetch({ "PUT /v1/user_email_password": () => json({ messages: [{ password_confirmation: [PASSWORDS_DIFFER] }] }, 422) });
    const user = await renderEdit(undefined, "pt_BR");
    await user.type(screen.getByLabelText(/^Senha atual/), "demo-password");
    await user.type(screen.getByLabelText(/^Nova senha/), "a-new-password");
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), "a-new-password");
    await user.click(screen.getByRole("button", { name: "Alterar senha" }));
    await waitFor(() => expect(screen.getByLabelText(/^Confirme a nova senha/)).toHaveAccessibleDescription("A senha e a confirmação devem ser iguais"), SLOW);
  });
});
