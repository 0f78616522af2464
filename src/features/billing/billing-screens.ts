/**
 * /billing and /user_balance as one lazily loaded module: one chunk, and one entry in the list of
 * chunk names the shell's first load carries for its routes (its budget is full).
 */
export { BillingPage } from "./billing-page";
export { StatementPage } from "./statement/statement-page";
