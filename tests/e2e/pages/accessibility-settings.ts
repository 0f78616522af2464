import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";
import { paths } from "../support/urls";

/** Settings › Accessibility (/settings/accessibility): the text size kept on the device. */
export class AccessibilitySettings {
  readonly heading: Locator;
  readonly textSize: Locator;

  constructor(
    readonly page: Page,
    text: UiText = english,
  ) {
    this.heading = page.getByRole("heading", { level: 1, name: text("Accessibility") });
    this.textSize = page.getByRole("group", { name: text("Text size") });
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.accessibility);
  }

  /** A text size choice, by its percentage ("100%", "150%"). */
  textSizeOption(percent: string): Locator {
    return this.textSize.getByRole("radio", { name: percent });
  }
}
