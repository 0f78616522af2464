import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../ui/button";
import formStyles from "../../../ui/form.module.css";
import { unlockScanFeedback, useCameraScanner, useFullResolutionRegion, type DecodedCode } from "../../../ui/scanner";
import styles from "./order-scan-field.module.css";

interface OrderScanCameraProps {
  /** Each new code the camera decodes (the scanner already drops a label still in view). */
  onCode(code: string): void;
}

/**
 * "Scan with camera" for a tablet or phone without a wedge scanner: a small camera region whose
 * codes go to the same handler as typed ones. The decoder downloads only on the first press, so
 * the order list stays light for everyone who never scans.
 */
export function OrderScanCamera({ onCode }: OrderScanCameraProps) {
  const { t } = useLingui();
  const camera = useCameraScanner((code: DecodedCode) => onCode(code.text));
  const { frameRef, regionRef } = useFullResolutionRegion();
  const { status } = camera.state;
  const active = status === "starting" || status === "scanning";

  return (
    <div className={styles.camera}>
      {active ? (
        <Button variant="secondary" className={styles.control} aria-controls={camera.regionId} onClick={() => void camera.stop()}>
          <Trans>Stop camera</Trans>
        </Button>
      ) : (
        <Button
          variant="secondary"
          className={styles.control}
          aria-controls={camera.regionId}
          onClick={() => {
            // The first decode is no user gesture: audio must be unlocked by this press.
            unlockScanFeedback();
            void camera.start();
          }}
        >
          <Trans>Scan with camera</Trans>
        </Button>
      )}
      {status === "starting" && (
        <p className={styles.hint}>
          <Trans>Starting the camera…</Trans>
        </p>
      )}
      <div ref={frameRef} className={styles.viewport} hidden={!active}>
        <div ref={regionRef} id={camera.regionId} aria-label={t`Camera`} role="img" />
      </div>
      {camera.state.status === "failed" && (
        <p role="alert" className={formStyles.alert}>
          {camera.state.failure === "permission-denied" ? (
            <Trans>Camera access is blocked for this site. Allow the camera in the site settings, or scan with a scanner or type the code.</Trans>
          ) : (
            <Trans>The camera could not start. Scan with a scanner or type the code.</Trans>
          )}
        </p>
      )}
    </div>
  );
}
