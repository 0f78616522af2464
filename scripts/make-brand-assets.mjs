/**
 * Writes public/brands/{id}/favicon.svg and logo.svg for every platform, from the colours and names
 * in src/platform/registry.ts, so the files never disagree with the registry.
 *
 *   node --import tsx scripts/make-brand-assets.mjs           writes the files
 *   node --import tsx scripts/make-brand-assets.mjs --check   fails if a file is missing or stale
 *
 * Run it after changing a brand's name or colours (for instance when a demo brand is replaced).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PLATFORMS } from "../src/platform/registry.ts";

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "public");
/** Each file stays small: it is precached by the PWA and loaded on every visit. */
const MAX_BYTES = 2048;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

const escapeXml = (text) => text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]);

/** "Nimbus Box" gives NB, "Total" gives T: the first letters of the first two words. */
const monogram = (name) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join("")
    .toUpperCase();

/** The letters on a rounded square of side `size` placed at (x, y); one letter is drawn larger. */
function monogramMark(platform, x, y, size, extra = "") {
  const letters = monogram(platform.name);
  const fontSize = (letters.length > 1 ? 0.44 : 0.56) * size;
  // No dominant-baseline: some renderers ignore it. 0.35em below the centre sits capitals centred.
  const baseline = y + size / 2 + fontSize * 0.35;
  return (
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${Math.round(size * 0.22)}" fill="${platform.colors.primary}"${extra}/>` +
    `<text x="${x + size / 2}" y="${baseline.toFixed(1)}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize.toFixed(1)}" font-weight="700" fill="${platform.colors.onPrimary}">${escapeXml(letters)}</text>`
  );
}

const favicon = (platform) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${monogramMark(platform, 0, 0, 32)}</svg>\n`;

/** The sidebar logo: drawn for the sidebar colour, so the name uses onSidebar and the mark gets an outline. */
const logo = (platform) => {
  const titleId = `brand-logo-${platform.id}`;
  const name = escapeXml(platform.name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40" role="img" aria-labelledby="${titleId}">` +
    `<title id="${titleId}">${name}</title>` +
    monogramMark(platform, 4, 4, 32, ` stroke="${platform.colors.onSidebar}" stroke-opacity="0.6"`) +
    `<text x="46" y="26.5" font-family="${FONT}" font-size="18" font-weight="600" fill="${platform.colors.onSidebar}">${name}</text>` +
    `</svg>\n`
  );
};

const check = process.argv.includes("--check");
const problems = [];
for (const platform of PLATFORMS) {
  for (const [url, text] of [
    [platform.favicon, favicon(platform)],
    [platform.logo, logo(platform)],
  ]) {
    const file = join(PUBLIC_DIR, url);
    if (Buffer.byteLength(text) > MAX_BYTES) problems.push(`${url} would be ${Buffer.byteLength(text)} bytes (limit ${MAX_BYTES})`);
    if (check) {
      let current = null;
      try {
        current = readFileSync(file, "utf8");
      } catch {
        // Reported below as missing.
      }
      if (current !== text) problems.push(`${url} is ${current === null ? "missing" : "stale"}`);
    } else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
}

if (problems.length > 0) {
  console.error(`Brand assets: ${problems.join("; ")}. Run: node --import tsx scripts/make-brand-assets.mjs`);
  process.exit(1);
}
console.log(`Brand assets ${check ? "up to date" : "written"} for ${PLATFORMS.length} platforms.`);
