import type { Locator, Page } from "@playwright/test";

/** The signed-in home page (/): "Welcome, {name}" and the user's company and role. */
export class HomePage {
  constructor(readonly page: Page) {}

  heading(userName: string): Locator {
    return this.page.getByRole("heading", { level: 1, name: `Welcome, ${userName}` });
  }

  /** The region that holds the user's company and role as a description list. */
  region(userName: string): Locator {
    return this.page.getByRole("region", { name: `Welcome, ${userName}` });
  }
}
