import { type SOCIAL_NETWORKS, type TrackingContacts, type TrackingSettings, type UpdateTrackingSettingsRequest } from "../../api/schemas/tracking-settings";

/** The tracking page settings as the form edits them, and back to what the server takes. */

export type Contact = keyof TrackingContacts;
export type Social = (typeof SOCIAL_NETWORKS)[number];
export type Colour = "foreground" | "background" | "text_color";
export const CONTACTS: readonly Contact[] = ["email", "phone", "whatsapp", "website"];
export const COLOURS: readonly Colour[] = ["foreground", "background", "text_color"];

/** The form holds text only: a blank field means "none" and is sent as null. */
export interface TrackingFormValues {
  foreground: string;
  background: string;
  text_color: string;
  logo_link: string;
  contacts: Record<Contact, string>;
  social: Record<Social, string>;
  ad_text: string;
  ad_link: string;
  footer: string;
}

const textOf = (value: string | null) => value ?? "";
const orNull = (text: string) => (text.trim() === "" ? null : text);
const mapValues = <K extends string, A, B>(record: Record<K, A>, f: (value: A) => B) =>
  Object.fromEntries(Object.entries(record).map(([k, value]) => [k, f(value as A)])) as Record<K, B>;

export function toFormValues(settings: TrackingSettings): TrackingFormValues {
  return {
    foreground: settings.foreground,
    background: settings.background,
    text_color: settings.text_color,
    logo_link: textOf(settings.logo_link),
    contacts: mapValues(settings.contacts, textOf),
    social: mapValues(settings.social, textOf),
    ad_text: textOf(settings.ad_text),
    ad_link: textOf(settings.ad_link),
    footer: textOf(settings.footer),
  };
}

export function toSaveRequest(values: TrackingFormValues): UpdateTrackingSettingsRequest {
  return {
    foreground: values.foreground,
    background: values.background,
    text_color: values.text_color,
    logo_link: orNull(values.logo_link),
    contacts: mapValues(values.contacts, orNull),
    social: mapValues(values.social, orNull),
    ad_text: orNull(values.ad_text),
    ad_link: orNull(values.ad_link),
    footer: orNull(values.footer),
  };
}
