/**
 * A small inline icon set (24x24, stroke): no icon font or image request, so icons show offline
 * and cost a few hundred bytes. Icons are decorative: the control around them carries the name.
 */
const PATHS = {
  home: "M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10",
  dashboard: "M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z",
  quote: "M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5",
  orders: "M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7M12 11v10",
  overpack: "M4 8h16v12H4zM2 4h20v4H2zM10 12h4",
  archive: "M12 3v12m0 0l-4-4m4 4l4-4M4 17v3h16v-3",
  bell: "M6 16V11a6 6 0 1112 0v5l2 2H4zM10 20a2 2 0 004 0",
  settings: "M12 8a4 4 0 100 8 4 4 0 000-8zM4 12h2M18 12h2M12 4v2M12 18v2M6.3 6.3l1.4 1.4M16.3 16.3l1.4 1.4M6.3 17.7l1.4-1.4M16.3 7.7l1.4-1.4",
  account: "M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0",
  integrations: "M9 3v5M15 3v5M6 8h12v4a6 6 0 01-12 0zM12 18v3",
  menu: "M4 6h16M4 12h16M4 18h16",
  back: "M15 5l-7 7 7 7",
  search: "M11 4a7 7 0 100 14 7 7 0 000-14zM20 20l-4-4",
  chevron: "M6 9l6 6 6-6",
  wallet: "M3 7h15a3 3 0 013 3v8H3zM3 7l13-3v3M16 13h2",
  close: "M6 6l12 12M18 6L6 18",
  sync: "M20 11a8 8 0 00-14.6-4.5M4 4v3h3M4 13a8 8 0 0014.6 4.5M20 20v-3h-3",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
