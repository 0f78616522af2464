import { useEffect, useState, type ChangeEvent, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/button";
import formStyles from "../../ui/form.module.css";
import { unlockScanFeedback, useCameraScanner, useFullResolutionRegion, type DecodedCode, type ScannerFailure } from "../../ui/scanner";
import styles from "./pickups.module.css";

interface CameraPanelProps {
  onCode(code: DecodedCode): void;
  /** Told when the camera starts and stops: the screen makes room for it. */
  onActiveChange?(active: boolean): void;
  /** The latest outcome, drawn over the picture while the camera runs. */
  confirmation: ReactNode;
  /** The last scans, beside the picture while the camera runs. */
  beside: ReactNode;
}

/** What to do when the camera did not start; manual entry below always works. */
function FailureAdvice({ failure }: { failure: ScannerFailure }) {
  switch (failure) {
    case "permission-denied":
      return (
        <Trans>
          Camera access is blocked for this site. To scan, open the site settings (the icon next to the address), allow the camera, then press
          Scan again. You can still enter codes manually.
        </Trans>
      );
    case "no-camera":
      return <Trans>No camera was found on this device. Scan from a photo or enter the code manually.</Trans>;
    case "camera-busy":
      return <Trans>Another app is using the camera. Close it, then press Scan again.</Trans>;
    case "unsupported":
      return <Trans>This browser cannot use the camera here. Scan from a photo or enter the code manually.</Trans>;
    default:
      return <Trans>The camera could not start. Press Scan to try again, scan from a photo or enter the code manually.</Trans>;
  }
}

/**
 * "Scan" starts the rear camera and keeps it scanning: the driver moves from parcel to parcel
 * without touching the screen. "Scan from a photo" is for phones whose camera the browser cannot use.
 */
export function CameraPanel({ onCode, onActiveChange, confirmation, beside }: CameraPanelProps) {
  const { t } = useLingui();
  const camera = useCameraScanner(onCode);
  const { frameRef, regionRef } = useFullResolutionRegion();
  const [photoFailed, setPhotoFailed] = useState(false);
  const active = camera.state.status === "starting" || camera.state.status === "scanning";
  useEffect(() => onActiveChange?.(active), [active, onActiveChange]);

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setPhotoFailed(false);
    try {
      onCode(await camera.decodeFile(file));
    } catch {
      setPhotoFailed(true);
    } finally {
      // The same photo chosen again is a new attempt.
      input.value = "";
    }
  };

  return (
    <>
      {active ? (
        <Button variant="secondary" className={styles.big} onClick={() => void camera.stop()}>
          <Trans>Stop scanning</Trans>
        </Button>
      ) : (
        <Button
          className={styles.big}
          onClick={() => {
            unlockScanFeedback();
            void camera.start();
          }}
        >
          <Trans>Scan</Trans>
        </Button>
      )}
      {camera.state.status === "starting" && (
        <p className={styles.hint}>
          <Trans>Starting the camera…</Trans>
        </p>
      )}
      {/* The picture with the latest outcome over it, and the last scans beside it: all in one
          screen of a phone while the driver goes from parcel to parcel (issue 14). */}
      <div className={styles.cameraArea} hidden={!active}>
        <div className={styles.cameraFrame}>
          <div ref={frameRef} className={styles.viewport}>
            <div ref={regionRef} id={camera.regionId} aria-label={t`Camera`} role="img" />
          </div>
          {camera.state.status === "scanning" && confirmation}
        </div>
        {camera.state.status === "scanning" && beside}
      </div>
      {camera.state.status === "failed" && (
        <p role="alert" className={formStyles.alert}>
          <FailureAdvice failure={camera.state.failure} />
        </p>
      )}
      <div className={styles.photo}>
        <label htmlFor={`${camera.regionId}-photo`}>
          <Trans>Scan from a photo</Trans>
        </label>
        <input id={`${camera.regionId}-photo`} type="file" accept="image/*" onChange={(event) => void onPhoto(event)} />
        {photoFailed && (
          <p role="alert" className={formStyles.alert}>
            <Trans>No barcode was found in this photo. Try a sharper photo or enter the code manually.</Trans>
          </p>
        )}
      </div>
      <div id={camera.fileRegionId} className={styles.offscreen} aria-hidden="true" />
    </>
  );
}
