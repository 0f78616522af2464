import { Trans, useLingui } from "@lingui/react/macro";
import type { PickupType } from "../../api/schemas/pickups";
import styles from "./pickups.module.css";

interface ScanTypeChoiceProps {
  value: PickupType;
  disabled: boolean;
  onChange(type: PickupType): void;
}

/** Pickup or dropoff, as two large segments (real radio buttons underneath, for every input method). */
export function ScanTypeChoice({ value, disabled, onChange }: ScanTypeChoiceProps) {
  const { t } = useLingui();
  const options: { type: PickupType; label: string }[] = [
    { type: "pickup", label: t`Pickup` },
    { type: "dropoff", label: t`Dropoff` },
  ];
  return (
    <>
      <fieldset className={styles.segmented} disabled={disabled} aria-describedby={disabled ? "scan-type-locked" : undefined}>
        <legend>
          <Trans>Record as</Trans>
        </legend>
        {options.map((option) => (
          <label key={option.type} className={styles.segment}>
            <input type="radio" name="scan-type" value={option.type} checked={value === option.type} onChange={() => onChange(option.type)} />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {disabled && (
        <p id="scan-type-locked" className={styles.hint}>
          <Trans>Finish this session to switch between pickup and dropoff.</Trans>
        </p>
      )}
    </>
  );
}
