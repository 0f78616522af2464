import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../ui/button";
import { type DecodedCode, unlockScanFeedback, useCameraScanner, useFullResolutionRegion } from "../../../ui/scanner";
import { styles } from "../styles";

/**
 * The rear camera, scanning label after label until stopped (the shared scanner: html5-qrcode
 * loads in its own chunk only when the camera starts).
 */
export function ScanCamera({ onCode }: { onCode: (code: DecodedCode) => void }) {
  const { t } = useLingui();
  const camera = useCameraScanner(onCode);
  const { frameRef, regionRef } = useFullResolutionRegion();
  const active = camera.state.status === "starting" || camera.state.status === "scanning";
  return (
    <div style={styles.page}>
      <div style={styles.row}>
        {active ? (
          <Button variant="secondary" style={styles.big} onClick={() => void camera.stop()}>
            <Trans>Stop the camera</Trans>
          </Button>
        ) : (
          <Button
            variant="secondary"
            style={styles.big}
            onClick={() => {
              unlockScanFeedback();
              void camera.start();
            }}
          >
            <Trans>Scan with the camera</Trans>
          </Button>
        )}
        {camera.state.status === "failed" && (
          <span role="alert" style={styles.error}>
            <Trans>The camera could not start. Use a scanner or type the code.</Trans>
          </span>
        )}
      </div>
      <div hidden={!active} ref={frameRef} style={{ width: "100%", maxWidth: "40rem", minHeight: "12rem", background: "#111", borderRadius: "0.5rem", overflow: "hidden" }}>
        <div ref={regionRef} id={camera.regionId} aria-label={t`Camera`} role="img" />
      </div>
      <div id={camera.fileRegionId} hidden />
    </div>
  );
}
