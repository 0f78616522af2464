import type { AccountSetting, CreateSettingRequest } from "../../../api/schemas/billing";
import { type BillingMethod, type ChargeFrequency, MAX_CHARGE_DAY } from "../../../domain/billing";
import { type MoneyProblem, readMoney } from "../money-input";

/**
 * The Settings modal's values (spec sections 2 and 3: method, active, limit, charge day,
 * frequency, fixed) as the form holds them, and the request they make. Pure.
 */
export interface SettingValues {
  method: BillingMethod;
  isActive: boolean;
  /** "" is no limit. */
  limit: string;
  /** "" is no charge day. */
  chargeDay: string;
  frequency: ChargeFrequency;
  isFixed: boolean;
}

export type SettingProblems = { limit?: MoneyProblem; chargeDay?: "range" };
export type SettingCheck = { ok: true; request: CreateSettingRequest } | { ok: false; problems: SettingProblems };

/** A category without a setting starts as an active prepaid service without a limit. */
export function settingValues(setting: AccountSetting | undefined, decimalMark: "." | ","): SettingValues {
  if (!setting) return { method: "prepaid", isActive: true, limit: "", chargeDay: "", frequency: "monthly", isFixed: false };
  const limit = setting.limit === null ? "" : setting.limit.toFixed(2).replace(".", decimalMark);
  return {
    method: setting.method,
    isActive: setting.is_active,
    limit,
    chargeDay: setting.charge_day === null ? "" : String(setting.charge_day),
    frequency: setting.charge_frequency,
    isFixed: setting.is_fixed,
  };
}

/** `customFields`: the setting's own, kept as they are (the modal does not show them). */
export function checkSetting(categoryId: number, values: SettingValues, decimalMark: "." | ",", customFields: Record<string, string> = {}): SettingCheck {
  const problems: SettingProblems = {};
  let limit: number | null = null;
  if (values.limit.trim() !== "") {
    const reading = readMoney(values.limit, decimalMark, 0);
    if ("problem" in reading) problems.limit = reading.problem;
    else limit = reading.cents / 100;
  }
  let chargeDay: number | null = null;
  if (values.chargeDay.trim() !== "") {
    chargeDay = Number(values.chargeDay.trim());
    if (!Number.isInteger(chargeDay) || chargeDay < 1 || chargeDay > MAX_CHARGE_DAY) problems.chargeDay = "range";
  }
  if (problems.limit || problems.chargeDay) return { ok: false, problems };
  return {
    ok: true,
    request: {
      category_id: categoryId,
      method: values.method,
      is_active: values.isActive,
      limit,
      charge_day: chargeDay,
      charge_frequency: values.frequency,
      is_fixed: values.isFixed,
      custom_fields: customFields,
    },
  };
}
