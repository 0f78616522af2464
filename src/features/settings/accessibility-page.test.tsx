import { afterEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { stubFetch } from "../../../tests/setup/fetch-stub";
import type { Locale } from "../../domain/languages";
import { SavingIndicator } from "../../ui/saving-indicator";
import { AccessibilityPage, type LanguageChangeResult } from "./accessibility-page";

const TEXT_SIZES = [80, 90, 100, 120, 150, 200];
const LANGUAGES = [
  { locale: "en", name: "English" },
  { locale: "zh_CN", name: "中文" },
  { locale: "pt_BR", name: "Português (Brasil)" },
] as const;

/**
 * The page gets text size and language switching from src/app (a feature does not import the app);
 * here they are test doubles. Their real behaviour (root font size, localStorage, PUT
 * /v1/user_language/) is tested in src/app/shell/text-size.test.ts and language-menu.test.tsx.
 */
function renderPage(onLanguageChange: (locale: Locale) => Promise<LanguageChangeResult>) {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  const onTextSizeChange = vi.fn();
  function Harness() {
    const [textSize, setTextSize] = useState(100);
    return (
      <>
        <SavingIndicator />
        <AccessibilityPage
          textSizes={TEXT_SIZES}
          textSize={textSize}
          onTextSizeChange={(size) => {
            onTextSizeChange(size);
            setTextSize(size);
          }}
          languages={LANGUAGES}
          onLanguageChange={onLanguageChange}
        />
      </>
    );
  }
  render(
    <I18nProvider i18n={i18n}>
      <Harness />
    </I18nProvider>,
  );
  return { onTextSizeChange };
}

describe("the accessibility page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers the six text sizes, the current one chosen", () => {
    stubFetch({});
    renderPage(vi.fn());
    expect(screen.getByRole("heading", { level: 1, name: "Accessibility" })).toBeVisible();
    const group = screen.getByRole("group", { name: "Text size" });
    const radios = Array.from(group.querySelectorAll("input[type=radio]"));
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual(["80%", "90%", "100%", "120%", "150%", "200%"]);
    expect(screen.getByRole("radio", { name: "100%" })).toBeChecked();
  });

  it("applies a text size at once and confirms it was saved", async () => {
    stubFetch({});
    const { onTextSizeChange } = renderPage(vi.fn());
    await userEvent.click(screen.getByRole("radio", { name: "120%" }));
    expect(onTextSizeChange).toHaveBeenCalledWith(120);
    expect(screen.getByRole("radio", { name: "120%" })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
  });

  it("moves between sizes with the arrow keys", async () => {
    stubFetch({});
    const { onTextSizeChange } = renderPage(vi.fn());
    screen.getByRole("radio", { name: "100%" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(onTextSizeChange).toHaveBeenLastCalledWith(120);
  });

  it("switches the language, showing saving and then saved in the top bar", async () => {
    stubFetch({});
    let finish: (result: LanguageChangeResult) => void = () => {};
    const onLanguageChange = vi.fn(() => new Promise<LanguageChangeResult>((resolve) => (finish = resolve)));
    renderPage(onLanguageChange);
    const group = screen.getByRole("group", { name: "Language" });
    expect(group).toBeVisible();
    expect(screen.getByRole("radio", { name: "English" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "Português (Brasil)" }));
    expect(onLanguageChange).toHaveBeenCalledWith("pt_BR");
    expect(screen.getByRole("radio", { name: "Português (Brasil)" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Português (Brasil)" }).closest("label")).toHaveAttribute("lang", "pt-BR");
    expect(screen.getByRole("status")).toHaveTextContent("Saving…");
    finish("saved");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved"));
  });

  it("does not claim saved when the language could not be stored", async () => {
    stubFetch({});
    renderPage(() => Promise.resolve("failed"));
    await userEvent.click(screen.getByRole("radio", { name: "中文" }));
    await waitFor(() => expect(screen.getByRole("status")).toBeEmptyDOMElement());
  });
});
