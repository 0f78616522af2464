import type { Locator, Page } from "@playwright/test";
import { paths } from "../support/urls";

/** Settings › Accessibility (/settings/accessibility): the text size kept on the device. */
export class AccessibilitySettings {
  readonly heading: Locator;
  readonly textSize: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Accessibility" });
    this.textSize = page.getByRole("group", { name: "Text size" });
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.accessibility);
  }

  /** A text size choice, by its percentage ("100%", "150%"). */
  textSizeOption(percent: string): Locator {
    return this.textSize.getByRole("radio", { name: percent });
  }
}
