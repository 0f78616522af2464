import { useId, useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchTrackingSettings, saveTrackingSettings, trackingImageUrl } from "../../api/calls/tracking-settings";
import { SOCIAL_NETWORKS, type TrackingContacts, type TrackingSettings, type UpdateTrackingSettingsRequest } from "../../api/schemas/tracking-settings";
import { useSessionUser } from "../../api/use-session-user";
import { can } from "../../domain/groups";
import { TRACKING_PATH } from "../../domain/tracking";
import { apiErrorText } from "../../ui/api-error-text";
import { Button } from "../../ui/button";
import formStyles from "../../ui/form.module.css";
import { trackSaving } from "../../ui/saving-events";
import { TextField } from "../../ui/text-field";
import { showToast } from "../../ui/toast";
import styles from "./settings-form.module.css";
import { MIN_TEXT_CONTRAST, contrastRatio } from "./tracking-colours";

/** Filled buttons on the public page write white on the main colour (src/tracking/tracking.css). */
const WHITE = "#ffffff";
import { fieldErrorsOf } from "./tracking-field-errors";
import { trackingMessageDescriptor } from "./tracking-image-check";
import { TrackingImageField } from "./tracking-image-field";
import trackingStyles from "./tracking-settings.module.css";

/** The seller's tracking settings' query key. */
export const trackingSettingsQueryKey = (sellerId: number) => ["settings", "tracking", sellerId] as const;

/** Long enough to read the reason a save failed. */
const ERROR_TOAST_MS = 6_000;

type Contact = keyof TrackingContacts;
type Social = (typeof SOCIAL_NETWORKS)[number];
type Colour = "foreground" | "background" | "text_color";
const CONTACTS: readonly Contact[] = ["email", "phone", "whatsapp", "website"];
const COLOURS: readonly Colour[] = ["foreground", "background", "text_color"];

const COLOUR_LABELS: Record<Colour, MessageDescriptor> = {
  foreground: msg`Main colour`,
  background: msg`Background colour`,
  text_color: msg`Heading text colour`,
};
const CONTACT_LABELS: Record<Contact, MessageDescriptor> = {
  email: msg`Email`,
  phone: msg`Phone`,
  whatsapp: msg`WhatsApp`,
  website: msg`Website`,
};
/** Phones get the phone keypad on a phone. */
const CONTACT_INPUT_TYPES: Record<Contact, "email" | "tel" | "url"> = { email: "email", phone: "tel", whatsapp: "tel", website: "url" };
/** Brand names, the same in every language (still through the catalog, as every text). */
const SOCIAL_LABELS: Record<Social, MessageDescriptor> = {
  instagram: msg`Instagram`,
  facebook: msg`Facebook`,
  x: msg`X`,
  tiktok: msg`TikTok`,
  youtube: msg`YouTube`,
  linkedin: msg`LinkedIn`,
};

/** The form holds text only: a blank field means "none" and is sent as null. */
interface FormValues {
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

export function toFormValues(settings: TrackingSettings): FormValues {
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

export function toSaveRequest(values: FormValues): UpdateTrackingSettingsRequest {
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

/**
 * /settings/tracking: how the seller's public tracking page looks (colours, logo and its link,
 * contacts, social links, advertising image with its text and link, footer). Read-only for a
 * viewer. The pictures are uploaded as soon as they are picked; the rest is saved with "Save".
 */
export function TrackingSettingsPage() {
  const { i18n } = useLingui();
  const user = useSessionUser();
  const sellerId = user?.seller_id;
  const settings = useQuery({
    queryKey: trackingSettingsQueryKey(sellerId ?? 0),
    queryFn: ({ signal }) => fetchTrackingSettings(sellerId!, signal),
    enabled: sellerId !== undefined,
  });
  const canWrite = user !== null && can(user.group, "seller:write");

  return (
    <section className={styles.page} aria-labelledby="tracking-settings-title">
      <h1 id="tracking-settings-title">
        <Trans>Tracking page</Trans>
      </h1>
      <p className={trackingStyles.intro}>
        <Trans>What your customers see when they track a parcel.</Trans>{" "}
        {/* A normal link: the public page is a separate entry, outside the app. */}
        <a className={trackingStyles.publicLink} href={TRACKING_PATH}>
          <Trans>Open the public tracking page</Trans>
        </a>
      </p>
      {settings.isPending && sellerId !== undefined && (
        <p role="status">
          <Trans>Loading the tracking page settings…</Trans>
        </p>
      )}
      {settings.error ? (
        <p role="alert" className={formStyles.alert}>
          {apiErrorText(settings.error, i18n).join(" ")}
        </p>
      ) : null}
      {settings.data && sellerId !== undefined && <TrackingSettingsForm sellerId={sellerId} settings={settings.data} canWrite={canWrite} />}
    </section>
  );
}

function TrackingSettingsForm({ sellerId, settings, canWrite }: { sellerId: number; settings: TrackingSettings; canWrite: boolean }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => toFormValues(settings));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // One key per version of the form: a retried save applies once, a changed form is a new request.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const change = (next: FormValues) => {
    setValues(next);
    setKey(crypto.randomUUID());
  };
  const store = (saved: TrackingSettings) => queryClient.setQueryData(trackingSettingsQueryKey(sellerId), saved);
  const save = useMutation({
    mutationFn: (request: UpdateTrackingSettingsRequest) => trackSaving(() => saveTrackingSettings(sellerId, request, key)),
    onSuccess: (saved) => {
      store(saved);
      setErrors({});
      showToast(t`Tracking page saved`, "success");
    },
    onError: (error) => {
      const byField = fieldErrorsOf(error);
      setErrors(byField);
      const general = Object.keys(byField).length > 0 ? [t`Check the fields marked in red.`] : apiErrorText(error, i18n);
      showToast([t`The tracking page could not be saved.`, ...general].join(" "), "error", ERROR_TOAST_MS);
    },
  });
  const errorsOf = (field: string) =>
    (errors[field] ?? []).map((text) => {
      const descriptor = trackingMessageDescriptor(text);
      return descriptor ? i18n._(descriptor) : text;
    });
  const textField = (field: string, label: string, value: string, set: (text: string) => void, type: "text" | "email" | "tel" | "url" = "text") => (
    <TextField key={field} label={label} type={type} value={value} errors={errorsOf(field)} onChange={(event) => set(event.target.value)} />
  );
  const imageVersion = settings.updated_at;

  return (
    <form
      className={styles.form}
      aria-label={t`Tracking page settings`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(toSaveRequest(values));
      }}
    >
      {!canWrite && (
        <p className={styles.hint}>
          <Trans>You can see these settings; only a seller admin or operator can change them.</Trans>
        </p>
      )}
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Colours</Trans>
        </legend>
        <div className={styles.grid}>
          {COLOURS.map((colour) => (
            <ColourField
              key={colour}
              label={i18n._(COLOUR_LABELS[colour])}
              value={values[colour]}
              errors={errorsOf(colour)}
              onChange={(hex) => change({ ...values, [colour]: hex })}
            />
          ))}
        </div>
        <ColourPreview values={values} />
      </fieldset>
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Brand</Trans>
        </legend>
        <TrackingImageField
          sellerId={sellerId}
          kind="logo"
          label={t`Logo`}
          removeLabel={t`Remove logo`}
          removeQuestion={t`Remove the logo?`}
          removedText={t`Logo removed`}
          current={settings.logo_image}
          currentUrl={settings.logo_image && imageVersion ? trackingImageUrl(sellerId, "logo", imageVersion) : null}
          canWrite={canWrite}
          onChange={store}
        />
        <p className={trackingStyles.hint}>
          <Trans>A PNG, 180 pixels wide is best.</Trans>
        </p>
        {textField("logo_link", t`Logo link`, values.logo_link, (text) => change({ ...values, logo_link: text }), "url")}
      </fieldset>
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Contacts</Trans>
        </legend>
        <div className={styles.grid}>
          {CONTACTS.map((contact) =>
            textField(
              `contacts.${contact}`,
              i18n._(CONTACT_LABELS[contact]),
              values.contacts[contact],
              (text) => change({ ...values, contacts: { ...values.contacts, [contact]: text } }),
              CONTACT_INPUT_TYPES[contact],
            ),
          )}
        </div>
      </fieldset>
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Social links</Trans>
        </legend>
        <div className={styles.grid}>
          {SOCIAL_NETWORKS.map((network) =>
            textField(`social.${network}`, i18n._(SOCIAL_LABELS[network]), values.social[network], (text) => change({ ...values, social: { ...values.social, [network]: text } }), "url"),
          )}
        </div>
      </fieldset>
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Advertising</Trans>
        </legend>
        <TrackingImageField
          sellerId={sellerId}
          kind="ad"
          label={t`Advertising image`}
          removeLabel={t`Remove advertising image`}
          removeQuestion={t`Remove the advertising image?`}
          removedText={t`Advertising image removed`}
          current={settings.ad_image}
          currentUrl={settings.ad_image && imageVersion ? trackingImageUrl(sellerId, "ad", imageVersion) : null}
          canWrite={canWrite}
          onChange={store}
        />
        <p className={trackingStyles.hint}>
          <Trans>A JPEG or PNG of at most 1 MB, 932x240 or 1200x630 pixels is best.</Trans>
        </p>
        {textField("ad_text", t`Advertising text`, values.ad_text, (text) => change({ ...values, ad_text: text }))}
        {textField("ad_link", t`Advertising link`, values.ad_link, (text) => change({ ...values, ad_link: text }), "url")}
      </fieldset>
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Footer</Trans>
        </legend>
        <TextArea label={t`Footer text`} value={values.footer} errors={errorsOf("footer")} onChange={(text) => change({ ...values, footer: text })} />
      </fieldset>
      {canWrite && (
        <div className={styles.actions}>
          <Button type="submit" busy={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul id={id} className={formStyles.errors}>
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** A colour picker with its hex value shown as text beside it. */
function ColourField({ label, value, errors, onChange }: { label: string; value: string; errors: string[]; onChange: (hex: string) => void }) {
  const id = useId();
  const invalid = errors.length > 0;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <div className={trackingStyles.colourRow}>
        <input
          id={id}
          type="color"
          className={trackingStyles.colourInput}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
        />
        <span className={trackingStyles.hex}>{value}</span>
      </div>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

function TextArea({ label, value, errors, onChange }: { label: string; value: string; errors: string[]; onChange: (text: string) => void }) {
  const id = useId();
  const invalid = errors.length > 0;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${formStyles.input} ${trackingStyles.textarea}`}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

/**
 * The colours as the public page pairs them (src/tracking/tracking.css): headings in the heading
 * colour and links and outlined buttons in the main colour, both on the background; filled buttons
 * white on the main colour. Each pair under WCAG's 4.5:1 gets its own warning; saving stays allowed.
 */
function ColourPreview({ values }: { values: Pick<FormValues, Colour> }) {
  const { i18n, t } = useLingui();
  // Rounded down: 4.47 must not read as 4.5, the level it misses.
  const shown = (ratio: number) => i18n.number(Math.floor(ratio * 10) / 10, { maximumFractionDigits: 1 });
  const hardToRead = (a: string, b: string) => {
    const ratio = contrastRatio(a, b);
    return ratio !== null && ratio < MIN_TEXT_CONTRAST ? shown(ratio) : null;
  };
  const headings = hardToRead(values.text_color, values.background);
  const links = hardToRead(values.foreground, values.background);
  const buttons = hardToRead(WHITE, values.foreground);
  return (
    <>
      <figure className={trackingStyles.preview} style={{ background: values.background }}>
        <p className={trackingStyles.previewHeading} style={{ color: values.text_color }} aria-hidden="true">
          <Trans>Track my order</Trans>
        </p>
        <p className={trackingStyles.previewLine} aria-hidden="true">
          <span className={trackingStyles.previewLink} style={{ color: values.foreground }}>
            <Trans>Track another parcel</Trans>
          </span>
          <span className={trackingStyles.previewButton} style={{ background: values.foreground, color: WHITE }}>
            <Trans>Track</Trans>
          </span>
        </p>
        <figcaption className={trackingStyles.previewCaption}>
          <Trans>Preview of the colours on the public tracking page</Trans>
        </figcaption>
      </figure>
      {headings && <p className={trackingStyles.warning}>{t`Headings are hard to read on the background colour (contrast ${headings}:1).`}</p>}
      {links && <p className={trackingStyles.warning}>{t`Links and buttons in the main colour are hard to read on the background colour (contrast ${links}:1).`}</p>}
      {buttons && <p className={trackingStyles.warning}>{t`White text on the main colour is hard to read (contrast ${buttons}:1).`}</p>}
    </>
  );
}
