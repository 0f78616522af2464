import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

/** /company (src/features/company): the company's details, its images and ship-from addresses. */
export class CompanyScreen {
  static readonly PATH = "/company";

  readonly heading: Locator;
  readonly details: Locator;
  readonly saveButton: Locator;
  readonly logoInput: Locator;
  readonly uploadLogoButton: Locator;
  readonly logo: Locator;
  readonly addresses: Locator;
  readonly addAddressButton: Locator;
  /** The address being added or edited. */
  readonly addressForm: Locator;
  readonly updated: Locator;

  constructor(
    readonly page: Page,
    readonly t: UiText = english,
  ) {
    const main = page.getByRole("main");
    this.heading = page.getByRole("heading", { level: 1, name: t("Company") });
    this.details = main.getByRole("form", { name: t("Company details") });
    this.saveButton = this.details.getByRole("button", { name: t("Save"), exact: true });
    this.logoInput = main.getByLabel(t("Logo file"));
    this.uploadLogoButton = main.getByRole("button", { name: t("Upload the logo") });
    this.logo = main.getByRole("img", { name: t("The company's logo") });
    this.addresses = main.getByRole("region", { name: t("Seller addresses") });
    this.addAddressButton = main.getByRole("button", { name: t("Add an address") });
    this.addressForm = main.getByRole("form", { name: t("Ship-from address") });
    this.updated = page.getByText(t("Settings updated"));
  }

  async goto(): Promise<void> {
    await this.page.goto(CompanyScreen.PATH);
  }

  /** A text field of the details form by its exact label. */
  field(name: string): Locator {
    return this.details.getByRole("textbox", { name: this.t(name), exact: true });
  }

  /** A text field of the address form by its exact label. */
  addressField(name: string): Locator {
    return this.addressForm.getByRole("textbox", { name: this.t(name), exact: true });
  }

  /** One address of the list, by its name. */
  address(label: string): Locator {
    return this.addresses.getByRole("listitem", { name: label });
  }
}
