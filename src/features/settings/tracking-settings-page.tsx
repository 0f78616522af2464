import { useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchTrackingSettings, saveTrackingSettings, trackingImageUrl } from "../../api/calls/tracking-settings";
import { SOCIAL_NETWORKS, type TrackingSettings, type UpdateTrackingSettingsRequest } from "../../api/schemas/tracking-settings";
import { useCan } from "../../api/use-can";
import { useSessionUser } from "../../api/use-session-user";
import { TRACKING_PATH } from "../../domain/tracking";
import formStyles from "../../ui/form.module.css";
import { trackSaving } from "../../ui/saving-events";
import { FieldFrame, TextField } from "../../ui/fields";
import { showErrorToast } from "../../ui/api-error";
import { showToast } from "../../ui/toast";
import styles from "./settings-form.module.css";
import { ReadOnlyHint, SaveActions, SettingsLoadState } from "./settings-form-parts";
import { ColoursSection } from "./tracking-colours-section";
import { fieldErrorsOf } from "../../api/field-errors";
import { CONTACTS, type Contact, type Social, type TrackingFormValues, toFormValues, toSaveRequest } from "./tracking-settings-values";
import { trackingMessageDescriptor } from "./tracking-image-check";
import { TrackingImageField } from "./tracking-image-field";
import trackingStyles from "./tracking-settings.module.css";

/** The seller's tracking settings' query key. */
export const trackingSettingsQueryKey = (sellerId: number) => ["settings", "tracking", sellerId] as const;


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

/**
 * /settings/tracking: how the seller's public tracking page looks (colours, logo and its link,
 * contacts, social links, advertising image with its text and link, footer). Read-only for a
 * viewer. The pictures are uploaded as soon as they are picked; the rest is saved with "Save".
 */
export function TrackingSettingsPage() {
  const user = useSessionUser();
  const sellerId = user?.seller_id;
  const settings = useQuery({
    queryKey: trackingSettingsQueryKey(sellerId ?? 0),
    queryFn: ({ signal }) => fetchTrackingSettings(sellerId!, signal),
    enabled: sellerId !== undefined,
  });
  const canWrite = useCan("seller:write");

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
      <SettingsLoadState pending={settings.isPending && sellerId !== undefined} error={settings.error} loading={<Trans>Loading the tracking page settings…</Trans>} />
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
  const change = (next: TrackingFormValues) => {
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
      const reasons = Object.keys(byField).length > 0 ? [t`Check the fields marked in red.`] : undefined;
      showErrorToast(error, i18n, { lead: t`The tracking page could not be saved.`, reasons });
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
      <ReadOnlyHint show={!canWrite} />
      <ColoursSection values={values} disabled={!canWrite} errorsOf={errorsOf} onChange={(colour, hex) => change({ ...values, [colour]: hex })} />
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
      <SaveActions show={canWrite} busy={save.isPending} />
    </form>
  );
}

function TextArea({ label, value, errors, onChange }: { label: string; value: string; errors: string[]; onChange: (text: string) => void }) {
  return (
    <FieldFrame label={label} errors={errors}>
      {(control) => <textarea {...control} className={`${formStyles.input} ${trackingStyles.textarea}`} value={value} onChange={(event) => onChange(event.target.value)} />}
    </FieldFrame>
  );
}

