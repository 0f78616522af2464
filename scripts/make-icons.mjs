/**
 * Writes the app's icons to public/icons/ from one SVG drawn here: a parcel on the default brand
 * colour (#1f4fd1, the nb platform). Run `node scripts/make-icons.mjs` after changing the drawing
 * and commit the outputs; the build does not run this script.
 *
 * - icon.svg                 rounded tile, transparent corners: favicon and the manifest's "any" SVG
 * - icon-192.png, icon-512.png  the same tile as PNG (manifest, purpose "any")
 * - icon-maskable-512.png    full-bleed square; the parcel stays inside the central safe zone
 *                            (a circle of 40% of the size around the centre) so any mask shape keeps it
 * - apple-touch-icon.png     180x180, full-bleed (iOS rounds the corners itself, no transparency)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const BRAND = "#1f4fd1";
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "public", "icons");

/** The parcel on a 512 x 512 canvas, centred on (256, 261), about 280 x 290 before scaling. */
const parcel = (scale) => `
  <g transform="translate(256 256) scale(${scale}) translate(-256 -261)" stroke="#0f2a73" stroke-width="6" stroke-linejoin="round">
    <polygon points="256,116 396,186 256,256 116,186" fill="#ffffff"/>
    <polygon points="116,186 256,256 256,406 116,336" fill="#dbe5fb"/>
    <polygon points="396,186 396,336 256,406 256,256" fill="#b3c6f2"/>
    <polygon points="172,158 312,228 340,214 200,144" fill="${BRAND}" stroke="none"/>
    <polygon points="312,228 340,214 340,264 312,278" fill="${BRAND}" stroke="none" opacity="0.85"/>
  </g>`;

/** `rounded`: a tile with transparent corners; otherwise the colour fills the whole square. */
const iconSvg = ({ rounded, scale }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">` +
  `<rect width="512" height="512"${rounded ? ' rx="96"' : ""} fill="${BRAND}"/>` +
  parcel(scale) +
  `</svg>\n`;

// The farthest corner of the parcel is about 165 px from the centre at scale 1: at 0.8 it is
// 132 px, well inside the maskable safe zone (radius 0.4 x 512 = 204.8 px).
const anySvg = iconSvg({ rounded: true, scale: 1 });
const maskableSvg = iconSvg({ rounded: false, scale: 0.8 });
const appleSvg = iconSvg({ rounded: false, scale: 0.9 });

async function png(svg, size, file) {
  const buffer = await sharp(Buffer.from(svg), { density: 72 * (size / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toBuffer();
  writeFileSync(join(outDir, file), buffer);
  console.log(`${file}: ${size}x${size}, ${buffer.length} bytes`);
}

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, "icon.svg"), anySvg.replace(' width="512" height="512"', ""));
console.log(`icon.svg: ${anySvg.length} bytes`);
await png(anySvg, 192, "icon-192.png");
await png(anySvg, 512, "icon-512.png");
await png(maskableSvg, 512, "icon-maskable-512.png");
await png(appleSvg, 180, "apple-touch-icon.png");
