import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * html5-qrcode decodes from a canvas as large as the camera region is wide on screen: on a 360 px
 * phone that is about 300 px for a 640 px camera, too few pixels for the thin bars of a Code 128
 * label. So the region is laid out at the camera's width (the canvas keeps every pixel) and only
 * drawn smaller, with a CSS scale, inside a frame that takes the room the scaled picture needs.
 */
export const CAMERA_RENDER_WIDTH_PX = 640;

export function useFullResolutionRegion(): { frameRef: RefObject<HTMLDivElement | null>; regionRef: RefObject<HTMLDivElement | null> } {
  const frameRef = useRef<HTMLDivElement>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const region = regionRef.current;
    if (!frame || !region) return;
    const fit = () => {
      const scale = Math.min(1, frame.clientWidth / CAMERA_RENDER_WIDTH_PX);
      region.style.width = `${CAMERA_RENDER_WIDTH_PX}px`;
      region.style.transformOrigin = "top left";
      region.style.transform = `scale(${scale})`;
      frame.style.height = `${Math.round(region.offsetHeight * scale)}px`;
    };
    const observer = new ResizeObserver(fit);
    observer.observe(frame);
    observer.observe(region);
    fit();
    return () => observer.disconnect();
  }, []);
  return { frameRef, regionRef };
}
