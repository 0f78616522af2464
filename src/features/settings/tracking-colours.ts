/**
 * Contrast of two "#rrggbb" colours as WCAG 2 defines it (relative luminance), so the settings
 * screen can warn when the heading text would be hard to read on the main colour.
 */

/** WCAG's minimum for normal text (success criterion 1.4.3, level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

const SRGB_LINEAR_LIMIT = 0.03928;
const LUMINANCE_WEIGHTS = [0.2126, 0.7152, 0.0722] as const;
/** Added to both luminances so that black on black is 1:1, not a division by zero. */
const FLARE = 0.05;

function channelLuminance(value: number): number {
  const c = value / 255;
  return c <= SRGB_LINEAR_LIMIT ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of "#rrggbb", or null when the text is not such a colour. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  return LUMINANCE_WEIGHTS.reduce((sum, weight, i) => sum + weight * channelLuminance(parseInt(match[i + 1]!, 16)), 0);
}

/** The contrast ratio, from 1 to 21, or null when a colour cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + FLARE) / (Math.min(la, lb) + FLARE);
}
