import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ProductCategory } from "../domain/product-categories";

/** The name of each item category, for selects and lists (the API carries the key). */
export const CATEGORY_LABELS: Record<ProductCategory, MessageDescriptor> = {
  "accessory (no battery)": msg`Accessory (no battery)`,
  "accessory (with battery)": msg`Accessory (with battery)`,
  "audio video": msg`Audio and video`,
  "bags and luggage": msg`Bags and luggage`,
  "board games": msg`Board games`,
  "books and collectibles": msg`Books and collectibles`,
  cameras: msg`Cameras`,
  "computers and laptops": msg`Computers and laptops`,
  documents: msg`Documents`,
  "dry foods and supplements": msg`Dry foods and supplements`,
  fashion: msg`Fashion`,
  gaming: msg`Gaming`,
  "health and beauty": msg`Health and beauty`,
  "home appliances": msg`Home appliances`,
  "home decor": msg`Home decor`,
  jewelry: msg`Jewelry`,
  "mobile phone": msg`Mobile phones`,
  "pet accessory": msg`Pet accessories`,
  shoes: msg`Shoes`,
  "sport and leisure": msg`Sport and leisure`,
  tablets: msg`Tablets`,
  toys: msg`Toys`,
  watches: msg`Watches`,
  others: msg`Others`,
};
