import { type APIRequestContext, type Page, test as base, expect } from "@playwright/test";
import { type SignInOptions, SignInPage, signIn } from "../pages/sign-in-page";
import { apiLogin } from "./api";
import { type DemoUsers, type UserKey, demoUsers } from "./users";

/** The suite's `test`: Playwright's, with the demo users, the sign-in page and the sign-in helpers as fixtures. */
interface Fixtures {
  demoUsers: DemoUsers;
  signInPage: SignInPage;
  signIn: (page: Page, userKey: UserKey, options?: SignInOptions) => Promise<void>;
  apiLogin: (request: APIRequestContext, userKey: UserKey) => Promise<string>;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object
  demoUsers: async ({}, use) => {
    await use(demoUsers);
  },
  signInPage: async ({ page }, use) => {
    await use(new SignInPage(page));
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  signIn: async ({}, use) => {
    await use(signIn);
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  apiLogin: async ({}, use) => {
    await use(apiLogin);
  },
});

export { expect };
