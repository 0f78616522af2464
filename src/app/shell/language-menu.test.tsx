import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { getSessionUser, storeSessionUser } from "../../api/session";
import { activateLocale } from "../i18n";
import { Providers } from "../providers";
import { LanguageMenu } from "./language-menu";
import { switchLanguage } from "./switch-language";

async function renderMenu() {
  await activateLocale("en");
  render(
    <Providers>
      <LanguageMenu />
    </Providers>,
  );
}

const languageButton = () => screen.getByRole("button", { name: "Language" });

async function choose(name: string) {
  await userEvent.click(languageButton());
  await userEvent.click(await screen.findByRole("menuitem", { name }));
}

describe("the language menu", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the current language with its flag and offers the three by keyboard", async () => {
    stubFetch({});
    await renderMenu();
    expect(languageButton()).toHaveAccessibleDescription("English");
    expect(languageButton().querySelector("img")).toHaveAttribute("src", "/flags/gb.svg");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent?.replace("✓", ""))).toEqual(["English", "中文", "Português (Brasil)"]);
    expect(items.map((item) => item.querySelector("img")?.getAttribute("src"))).toEqual(["/flags/gb.svg", "/flags/cn.svg", "/flags/br.svg"]);
    expect(items[1]).toHaveAttribute("lang", "zh-Hans-CN");
    expect(items[0]).toHaveAttribute("aria-current", "true");
  });

  it("switches the language and stores it for the signed-in user", async () => {
    storeSessionUser(demoSessionUser());
    const { calls } = stubFetch({ "PUT /v1/user_language/": () => json({ data: { language: 2 } }) });
    await renderMenu();
    await choose("Português (Brasil)");
    await waitFor(() => expect(getSessionUser()?.language).toBe(2));
    expect(calls).toHaveLength(1);
    expect(await calls[0]!.json()).toEqual({ language: 2 });
    expect(localStorage.getItem("language")).toBe("pt_BR");
    expect(document.documentElement.lang).toBe("pt-BR");
    expect(screen.getByRole("button", { description: "Português (Brasil)" })).toBeVisible();
  });

  it("keeps the choice on this device and says so when the server refuses it", async () => {
    storeSessionUser(demoSessionUser());
    stubFetch({ "PUT /v1/user_language/": () => json({ messages: ["Down for maintenance"] }, 503) });
    await renderMenu();
    await choose("中文");
    // Switched to Chinese, so the warning is in Chinese.
    expect(await screen.findByText(/语言仅保存在本设备上。/)).toBeVisible();
    expect(localStorage.getItem("language")).toBe("zh_CN");
    expect(getSessionUser()?.language).toBe(0);
  });

  it("sends nothing when nobody is signed in", async () => {
    stubFetch({});
    await activateLocale("en");
    await expect(switchLanguage("pt_BR")).resolves.toBe("local");
    expect(localStorage.getItem("language")).toBe("pt_BR");
  });

  it("ends on the last of two quick choices, on screen and on the server", async () => {
    storeSessionUser(demoSessionUser());
    const { calls } = stubFetch({ "PUT /v1/user_language/": async (request) => json({ data: await request.json() }) });
    await activateLocale("en");
    const results = await Promise.all([switchLanguage("pt_BR"), switchLanguage("zh_CN")]);
    expect(results).toEqual(["saved", "saved"]);
    expect(await Promise.all(calls.map((c) => c.json()))).toEqual([{ language: 2 }, { language: 1 }]);
    expect(localStorage.getItem("language")).toBe("zh_CN");
    expect(getSessionUser()?.language).toBe(1);
  });
});
