/**
 * Item categories (spec, operational area section 3; configuration area section 3). The key is
 * what the API carries, spelled as the spec names it; screens translate it. `battery` marks goods that hold lithium batteries:
 * an order with one of them needs the shipper's battery confirmation and the UN3481 label.
 */
export const PRODUCT_CATEGORIES = {
  "accessory (no battery)": { battery: false },
  "accessory (with battery)": { battery: true },
  "audio video": { battery: false },
  "bags and luggage": { battery: false },
  "board games": { battery: false },
  "books and collectibles": { battery: false },
  cameras: { battery: true },
  "computers and laptops": { battery: true },
  documents: { battery: false },
  "dry foods and supplements": { battery: false },
  fashion: { battery: false },
  gaming: { battery: true },
  "health and beauty": { battery: false },
  "home appliances": { battery: false },
  "home decor": { battery: false },
  jewelry: { battery: false },
  "mobile phone": { battery: true },
  "pet accessory": { battery: false },
  shoes: { battery: false },
  "sport and leisure": { battery: false },
  tablets: { battery: true },
  toys: { battery: false },
  watches: { battery: true },
  others: { battery: false },
} as const satisfies Record<string, { battery: boolean }>;

export type ProductCategory = keyof typeof PRODUCT_CATEGORIES;
export const PRODUCT_CATEGORY_KEYS = Object.keys(PRODUCT_CATEGORIES) as [ProductCategory, ...ProductCategory[]];

export const categoryHasBattery = (category: string): boolean =>
  Object.hasOwn(PRODUCT_CATEGORIES, category) && PRODUCT_CATEGORIES[category as ProductCategory].battery;
