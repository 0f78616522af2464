import type { PlatformConfig } from "./registry";

/** Which CSS custom property carries which brand colour; components read only the properties. */
const COLOR_PROPERTIES = {
  primary: "--color-primary",
  onPrimary: "--color-on-primary",
  primarySoft: "--color-primary-soft",
  sidebar: "--color-sidebar",
  onSidebar: "--color-on-sidebar",
  focus: "--color-focus",
} as const satisfies Record<keyof PlatformConfig["colors"], `--${string}`>;

function headElement<T extends HTMLElement>(doc: Document, selector: string, create: () => T): T {
  const found = doc.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  doc.head.append(element);
  return element;
}

/**
 * Dresses the page in a platform's brand: colours, favicon, title and browser theme colour.
 * Everything is set at run time, so switching platform needs no rebuild; calling it again with
 * another platform replaces all of it.
 */
export function applyBrand(platform: PlatformConfig, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [key, property] of Object.entries(COLOR_PROPERTIES) as [keyof typeof COLOR_PROPERTIES, string][]) {
    root.style.setProperty(property, platform.colors[key]);
  }
  root.dataset.platform = platform.id;

  // Every icon link ("icon", "shortcut icon"): a browser may pick any of them.
  const icons = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
  if (icons.length === 0) icons.push(headElement(doc, 'link[rel~="icon"]', () => Object.assign(doc.createElement("link"), { rel: "icon" })));
  for (const icon of icons) {
    icon.type = "image/svg+xml";
    icon.href = platform.favicon;
  }

  const themeColor = headElement(doc, 'meta[name="theme-color"]', () => Object.assign(doc.createElement("meta"), { name: "theme-color" }));
  themeColor.content = platform.colors.primary;

  doc.title = platform.title;
}
