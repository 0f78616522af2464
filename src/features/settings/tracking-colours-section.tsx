import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FieldFrame } from "../../ui/fields";
import styles from "./settings-form.module.css";
import { MIN_TEXT_CONTRAST, contrastRatio } from "./tracking-colours";
import { COLOURS, type Colour, type TrackingFormValues } from "./tracking-settings-values";
import trackingStyles from "./tracking-settings.module.css";

/** Filled buttons on the public page write white on the main colour (src/tracking/tracking.css). */
const WHITE = "#ffffff";

const COLOUR_LABELS: Record<Colour, MessageDescriptor> = {
  foreground: msg`Main colour`,
  background: msg`Background colour`,
  text_color: msg`Heading text colour`,
};
interface ColoursSectionProps {
  values: TrackingFormValues;
  disabled: boolean;
  errorsOf: (path: string) => string[];
  onChange: (colour: Colour, hex: string) => void;
}

/** The three colours of the public tracking page, with a preview and readability warnings. */
export function ColoursSection({ values, disabled, errorsOf, onChange }: ColoursSectionProps) {
  const { i18n } = useLingui();
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>
        <Trans>Colours</Trans>
      </legend>
      <div className={styles.grid}>
        {COLOURS.map((colour) => (
          <ColourField key={colour} label={i18n._(COLOUR_LABELS[colour])} value={values[colour]} errors={errorsOf(colour)} onChange={(hex) => onChange(colour, hex)} />
        ))}
      </div>
      <ColourPreview values={values} />
    </fieldset>
  );
}

/** A colour picker with its hex value shown as text beside it. */
function ColourField({ label, value, errors, onChange }: { label: string; value: string; errors: string[]; onChange: (hex: string) => void }) {
  return (
    <FieldFrame label={label} errors={errors}>
      {(control) => (
        <div className={trackingStyles.colourRow}>
          <input {...control} type="color" className={trackingStyles.colourInput} value={value} onChange={(event) => onChange(event.target.value.toLowerCase())} />
          <span className={trackingStyles.hex}>{value}</span>
        </div>
      )}
    </FieldFrame>
  );
}

/**
 * The colours as the public page pairs them (src/tracking/tracking.css): headings in the heading
 * colour and links and outlined buttons in the main colour, both on the background; filled buttons
 * white on the main colour. Each pair under WCAG's 4.5:1 gets its own warning; saving stays allowed.
 */
function ColourPreview({ values }: { values: Pick<TrackingFormValues, Colour> }) {
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
