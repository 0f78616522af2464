import type { Locator, Page } from "@playwright/test";

/** Settings › Advanced (/settings/advanced): the seller's measurement system. */
export class AdvancedSettings {
  readonly heading: Locator;
  readonly saveButton: Locator;
  /** The toast that says the settings were saved. */
  readonly savedMessage: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Advanced" });
    this.saveButton = page.getByRole("main").getByRole("button", { name: "Save", exact: true });
    this.savedMessage = page.getByText("Settings updated");
  }

  /** A measurement system's radio, by its label ("Imperial (in, lb)"). */
  measurementSystem(label: string): Locator {
    return this.page.getByRole("main").getByRole("radio", { name: label });
  }
}
