import { Trans, useLingui } from "@lingui/react/macro";
import type { MeasurementSystem } from "../../../domain/measurement";
import { lengthFromCm, lengthUnit, weightFromKg, weightUnit } from "../../../domain/measurement-units";
import { billedWeightKg, PARCEL_LIMITS, type ParcelMeasures, volumetricWeightKg } from "../../../domain/parcel";
import { formatNumber } from "../../../ui/format/number";
import formStyles from "../../../ui/form.module.css";
import { parcelBreachMessage } from "../../../ui/order-issue-text";
import { usePricedShipment } from "./cost-summary";
import { RequiredDocuments } from "./required-documents";
import type { StepProps } from "../wizard/step-props";
import styles from "../wizard/steps.module.css";

const SHOWN_DECIMALS = 3;

/**
 * Boxes: for each box its volumetric and billed weight against the parcel limits, then the
 * documents the order's HS codes need. Missing documents block the order here.
 */
export function BoxesStep({ draft, update, issues, measurement, context }: StepProps) {
  const { t } = useLingui();
  const shipment = usePricedShipment(draft, measurement);
  const missing = issues.some((issue) => issue.path === "documents" && issue.code === "documents_missing");

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        <LimitsText measurement={measurement} />
      </p>
      {shipment.input.boxes.map((box, index) => {
        const number = index + 1;
        return (
          <section key={draft.boxes[index]?.key ?? index} className={styles.group} aria-label={t`Box ${number}`}>
            <h3 className={formStyles.label}>{t`Box ${number}`}</h3>
            <BoxWeights box={box} measurement={measurement} />
            {shipment.breaches[index]!.length > 0 && (
              <ul className={formStyles.errors}>
                {shipment.breaches[index]!.map((breach) => (
                  <BreachItem key={`${breach.code}-${breach.measure}`} breach={breach} measurement={measurement} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <RequiredDocuments
        needed={context.documentsNeeded}
        attached={draft.documents}
        missing={missing}
        online={context.online}
        onAttach={(document) => update((current) => ({ ...current, documents: [...current.documents.filter((d) => d.hs_code !== document.hs_code), document] }))}
        onRemove={(hsCode) => update((current) => ({ ...current, documents: current.documents.filter((d) => d.hs_code !== hsCode) }))}
      />
    </div>
  );
}

function BreachItem({ breach, measurement }: { breach: Parameters<typeof parcelBreachMessage>[0]; measurement: MeasurementSystem }) {
  const { i18n } = useLingui();
  return <li>{parcelBreachMessage(breach, i18n, measurement)}</li>;
}

/** The service terms' limits in the user's units. */
function LimitsText({ measurement }: { measurement: MeasurementSystem }) {
  const { i18n } = useLingui();
  const length = (cm: number) => `${formatNumber(lengthFromCm(cm, measurement), { maximumFractionDigits: 1 }, i18n)} ${lengthUnit(measurement)}`;
  const weight = (kg: number) => `${formatNumber(weightFromKg(kg, measurement), { maximumFractionDigits: 1 }, i18n)} ${weightUnit(measurement)}`;
  const side = length(PARCEL_LIMITS.maxSideCm);
  const sum = length(PARCEL_LIMITS.maxSidesSumCm);
  const max = weight(PARCEL_LIMITS.maxWeightKg);
  return (
    <Trans>
      Each side at most {side}, the three sides together at most {sum}, at most {max} billed per box. The volumetric weight is length × width × height / 6000 (cm, kg).
    </Trans>
  );
}

/** Volumetric and billed weight of one box (billed: the larger weight, then the billing steps). */
function BoxWeights({ box, measurement }: { box: ParcelMeasures; measurement: MeasurementSystem }) {
  const { i18n } = useLingui();
  const measurable = [box.length, box.width, box.height, box.weight].every((value) => value > 0);
  if (!measurable) {
    return (
      <p className={styles.muted}>
        <Trans>Fill in the box's sizes and weight on the Shipment step.</Trans>
      </p>
    );
  }
  const weight = (kg: number) => `${formatNumber(weightFromKg(kg, measurement), { maximumFractionDigits: SHOWN_DECIMALS }, i18n)} ${weightUnit(measurement)}`;
  const volumetric = weight(volumetricWeightKg(box));
  const actual = weight(box.weight);
  const billed = weight(billedWeightKg(box));
  return (
    <dl className={styles.figures}>
      <dt>
        <Trans>Total weight</Trans>
      </dt>
      <dd>{actual}</dd>
      <dt>
        <Trans>Volumetric weight</Trans>
      </dt>
      <dd>{volumetric}</dd>
      <dt className={styles.total}>
        <Trans>Billed weight</Trans>
      </dt>
      <dd className={styles.total}>{billed}</dd>
    </dl>
  );
}
