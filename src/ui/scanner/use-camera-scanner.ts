import { useCallback, useEffect, useId, useRef, useState } from "react";
import { loadScanner } from "./load-scanner";
import { scannerFailure, type CameraScan, type DecodedCode, type ScannerFailure } from "./types";

export type CameraState =
  | { status: "idle" }
  | { status: "starting" }
  | { status: "scanning"; native: boolean }
  | { status: "failed"; failure: ScannerFailure };

export interface CameraScanner {
  state: CameraState;
  /** The id of the element the camera picture goes into; render it while the screen is shown. */
  regionId: string;
  /** The id of a hidden element the photo decoder works in. */
  fileRegionId: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Decodes a photo; rejects when it holds no readable code. */
  decodeFile(file: File): Promise<DecodedCode>;
}

/**
 * The rear camera, scanning continuously: `onDecode` runs for each new code until `stop`. The
 * decoder is downloaded on the first start or photo. The camera is released when the component
 * goes away, and when the page is hidden (a phone in a pocket must not keep the camera on).
 */
export function useCameraScanner(onDecode: (code: DecodedCode) => void): CameraScanner {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const regionId = `scanner-${id}`;
  const fileRegionId = `scanner-file-${id}`;
  const [state, setState] = useState<CameraState>({ status: "idle" });
  const running = useRef<CameraScan | undefined>(undefined);
  // A start still waiting for the camera when the user pressed Stop (or left) is stopped on arrival.
  const generation = useRef(0);
  const onDecodeRef = useRef(onDecode);
  useEffect(() => {
    onDecodeRef.current = onDecode;
  }, [onDecode]);

  const stop = useCallback(async () => {
    generation.current += 1;
    const scan = running.current;
    running.current = undefined;
    setState({ status: "idle" });
    await scan?.stop().catch(() => undefined);
  }, []);

  const start = useCallback(async () => {
    if (running.current) return;
    const mine = ++generation.current;
    setState({ status: "starting" });
    try {
      const scanner = await loadScanner();
      const scan = await scanner.startCameraScan(regionId, (code) => onDecodeRef.current(code));
      if (generation.current !== mine) {
        await scan.stop();
        return;
      }
      running.current = scan;
      setState({ status: "scanning", native: scan.native });
    } catch (error) {
      if (generation.current === mine) setState({ status: "failed", failure: scannerFailure(error) });
    }
  }, [regionId]);

  const decodeFile = useCallback(
    async (file: File) => {
      const scanner = await loadScanner();
      return scanner.decodeImageFile(fileRegionId, file);
    },
    [fileRegionId],
  );

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === "hidden" && running.current) void stop();
    };
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      document.removeEventListener("visibilitychange", onHidden);
      generation.current += 1;
      void running.current?.stop().catch(() => undefined);
      running.current = undefined;
    };
  }, [stop]);

  return { state, regionId, fileRegionId, start, stop, decodeFile };
}
