import type { I18n } from "@lingui/core";
import type { MeasurementSystem } from "../../../domain/measurement";
import { CM_PER_INCH, KG_PER_POUND } from "../../../domain/measurement-units";
import { formatNumber } from "../../../ui/format/number";

/** Orders come in centimetres and kilograms; imperial users read inches and pounds. */
const SHOWN_DECIMALS = 2;

const show = (value: number, unit: string, i18n: I18n) => `${formatNumber(value, { maximumFractionDigits: SHOWN_DECIMALS }, i18n)} ${unit}`;

export const formatLength = (cm: number, system: MeasurementSystem, i18n: I18n) =>
  system === "imperial" ? show(cm / CM_PER_INCH, "in", i18n) : show(cm, "cm", i18n);

export const formatWeight = (kg: number, system: MeasurementSystem, i18n: I18n) =>
  system === "imperial" ? show(kg / KG_PER_POUND, "lb", i18n) : show(kg, "kg", i18n);
