import type { ReferenceCountry } from "../../src/domain/countries";

/**
 * Plausible data the demo orders are drawn from: destinations in the eight reference countries,
 * receivers' names, and products with real HS codes and categories of the spec's list.
 */

export interface City {
  city: string;
  state: string;
  postal_code: string;
  quarter: string;
}

export interface Destination {
  country: ReferenceCountry;
  phone_prefix: string;
  /** Local phone digits after the prefix. */
  phone_digits: number;
  /** The document receivers of this country give, and its digit count (Brazil: CPF/CNPJ). */
  document_type: string;
  document_digits: number;
  taxes_currency: string;
  cities: readonly City[];
  streets: readonly string[];
}

export const DESTINATIONS: readonly Destination[] = [
  {
    country: "BR",
    phone_prefix: "+55",
    phone_digits: 11,
    document_type: "CPF",
    document_digits: 11,
    taxes_currency: "BRL",
    cities: [
      { city: "São Paulo", state: "SP", postal_code: "01310-100", quarter: "Bela Vista" },
      { city: "Rio de Janeiro", state: "RJ", postal_code: "20040-020", quarter: "Centro" },
      { city: "Belo Horizonte", state: "MG", postal_code: "30130-010", quarter: "Funcionários" },
      { city: "Curitiba", state: "PR", postal_code: "80010-000", quarter: "Centro" },
      { city: "Porto Alegre", state: "RS", postal_code: "90010-150", quarter: "Centro Histórico" },
    ],
    streets: ["Avenida Paulista", "Rua das Flores", "Rua Augusta", "Avenida Brasil", "Rua XV de Novembro"],
  },
  {
    country: "AR",
    phone_prefix: "+54",
    phone_digits: 10,
    document_type: "DNI",
    document_digits: 8,
    taxes_currency: "USD",
    cities: [
      { city: "Buenos Aires", state: "CABA", postal_code: "C1425", quarter: "Palermo" },
      { city: "Córdoba", state: "Córdoba", postal_code: "X5000", quarter: "Nueva Córdoba" },
      { city: "Rosario", state: "Santa Fe", postal_code: "S2000", quarter: "Centro" },
    ],
    streets: ["Avenida Santa Fe", "Calle Florida", "Avenida Corrientes", "Bulevar San Juan"],
  },
  {
    country: "CL",
    phone_prefix: "+56",
    phone_digits: 9,
    document_type: "RUT",
    document_digits: 9,
    taxes_currency: "USD",
    cities: [
      { city: "Santiago", state: "Región Metropolitana", postal_code: "8320000", quarter: "Providencia" },
      { city: "Valparaíso", state: "Valparaíso", postal_code: "2340000", quarter: "Cerro Alegre" },
      { city: "Concepción", state: "Biobío", postal_code: "4030000", quarter: "Centro" },
    ],
    streets: ["Avenida Providencia", "Calle Prat", "Avenida Libertador Bernardo O'Higgins"],
  },
  {
    country: "CO",
    phone_prefix: "+57",
    phone_digits: 10,
    document_type: "CC",
    document_digits: 10,
    taxes_currency: "USD",
    cities: [
      { city: "Bogotá", state: "Cundinamarca", postal_code: "110111", quarter: "Chapinero" },
      { city: "Medellín", state: "Antioquia", postal_code: "050021", quarter: "El Poblado" },
      { city: "Cali", state: "Valle del Cauca", postal_code: "760001", quarter: "San Fernando" },
    ],
    streets: ["Carrera Séptima", "Calle 72", "Avenida El Poblado"],
  },
  {
    country: "EC",
    phone_prefix: "+593",
    phone_digits: 9,
    document_type: "CI",
    document_digits: 10,
    taxes_currency: "USD",
    cities: [
      { city: "Quito", state: "Pichincha", postal_code: "170150", quarter: "La Mariscal" },
      { city: "Guayaquil", state: "Guayas", postal_code: "090150", quarter: "Urdesa" },
      { city: "Cuenca", state: "Azuay", postal_code: "010101", quarter: "El Centro" },
    ],
    streets: ["Avenida Amazonas", "Avenida 9 de Octubre", "Calle Larga"],
  },
  {
    country: "MX",
    phone_prefix: "+52",
    phone_digits: 10,
    document_type: "INE",
    document_digits: 13,
    taxes_currency: "USD",
    cities: [
      { city: "Ciudad de México", state: "CDMX", postal_code: "06600", quarter: "Juárez" },
      { city: "Guadalajara", state: "Jalisco", postal_code: "44100", quarter: "Centro" },
      { city: "Monterrey", state: "Nuevo León", postal_code: "64000", quarter: "Centro" },
    ],
    streets: ["Paseo de la Reforma", "Avenida Juárez", "Calle Madero", "Avenida Constitución"],
  },
  {
    country: "PE",
    phone_prefix: "+51",
    phone_digits: 9,
    document_type: "DNI",
    document_digits: 8,
    taxes_currency: "USD",
    cities: [
      { city: "Lima", state: "Lima", postal_code: "15074", quarter: "Miraflores" },
      { city: "Arequipa", state: "Arequipa", postal_code: "04001", quarter: "Cercado" },
      { city: "Cusco", state: "Cusco", postal_code: "08002", quarter: "San Blas" },
    ],
    streets: ["Avenida Larco", "Jirón de la Unión", "Avenida El Sol"],
  },
  {
    country: "UY",
    phone_prefix: "+598",
    phone_digits: 8,
    document_type: "CI",
    document_digits: 8,
    taxes_currency: "USD",
    cities: [
      { city: "Montevideo", state: "Montevideo", postal_code: "11200", quarter: "Cordón" },
      { city: "Punta del Este", state: "Maldonado", postal_code: "20100", quarter: "Península" },
      { city: "Salto", state: "Salto", postal_code: "50000", quarter: "Centro" },
    ],
    streets: ["Avenida 18 de Julio", "Bulevar Artigas", "Calle Sarandí"],
  },
];

export const FIRST_NAMES = [
  "Ana", "Bruno", "Camila", "Diego", "Elena", "Felipe", "Gabriela", "Hugo", "Isabel", "Javier",
  "Lucía", "Mateo", "Natalia", "Óscar", "Paula", "Rafael", "Sofía", "Tomás", "Valentina", "Joaquim",
] as const;

export const LAST_NAMES = [
  "Silva", "Santos", "Oliveira", "González", "Rodríguez", "Fernández", "López", "Martínez", "Pérez",
  "Gómez", "Souza", "Costa", "Ramírez", "Torres", "Vargas", "Castro", "Rocha", "Almeida",
] as const;

/** Brazilian receivers that are companies (CNPJ). */
export const COMPANY_NAMES = ["Comercial Aurora Ltda.", "Loja Bem-te-vi ME", "Distribuidora Horizonte S.A.", "Casa Verde Comércio Ltda."] as const;

export interface Product {
  sku: string;
  name: string;
  category: string;
  hs_code: string;
  unit_price_cents: number;
  /** Kilograms. */
  unit_weight: number;
  battery?: true;
  dangerous?: true;
}

/** Everyday goods; battery and dangerous goods are drawn apart so they stay "some", not most. */
export const PRODUCTS: readonly Product[] = [
  { sku: "CASE-IP15", name: "Smartphone case", category: "accessory (no battery)", hs_code: "392690", unit_price_cents: 1250, unit_weight: 0.08 },
  { sku: "SHOE-RUN-42", name: "Running shoes", category: "shoes", hs_code: "640411", unit_price_cents: 8900, unit_weight: 0.9 },
  { sku: "TSHIRT-M", name: "Cotton T-shirt", category: "fashion", hs_code: "610910", unit_price_cents: 1990, unit_weight: 0.2 },
  { sku: "WALLET-BRN", name: "Leather wallet", category: "bags and luggage", hs_code: "420231", unit_price_cents: 3900, unit_weight: 0.15 },
  { sku: "GAME-CASTLE", name: "Board game", category: "board games", hs_code: "95049090", unit_price_cents: 3490, unit_weight: 1.1 },
  { sku: "BOOK-HC-01", name: "Hardcover novel", category: "books and collectibles", hs_code: "490199", unit_price_cents: 2200, unit_weight: 0.6 },
  { sku: "PET-HARNESS", name: "Dog harness", category: "pet accessory", hs_code: "420100", unit_price_cents: 2490, unit_weight: 0.25 },
  { sku: "YOGA-MAT", name: "Yoga mat", category: "sport and leisure", hs_code: "950691", unit_price_cents: 2750, unit_weight: 1.2 },
  { sku: "VASE-CER", name: "Ceramic vase", category: "home decor", hs_code: "691390", unit_price_cents: 3200, unit_weight: 0.9 },
  { sku: "WHEY-1KG", name: "Protein powder 1 kg", category: "dry foods and supplements", hs_code: "21061000", unit_price_cents: 4500, unit_weight: 1.05 },
  { sku: "BLOCKS-500", name: "Building blocks set", category: "toys", hs_code: "950300", unit_price_cents: 5490, unit_weight: 0.8 },
  { sku: "RING-SLV", name: "Silver ring", category: "jewelry", hs_code: "711311", unit_price_cents: 6900, unit_weight: 0.02 },
];

export const BATTERY_PRODUCTS: readonly Product[] = [
  { sku: "EARBUDS-W2", name: "Wireless earbuds", category: "audio video", hs_code: "85183000", unit_price_cents: 4990, unit_weight: 0.15, battery: true },
  { sku: "PWRBANK-10K", name: "Power bank 10000 mAh", category: "accessory (with battery)", hs_code: "850760", unit_price_cents: 2990, unit_weight: 0.25, battery: true },
  { sku: "WATCH-FIT", name: "Smartwatch", category: "watches", hs_code: "851762", unit_price_cents: 12900, unit_weight: 0.12, battery: true },
];

export const DANGEROUS_PRODUCTS: readonly Product[] = [
  { sku: "PERF-100", name: "Perfume 100 ml", category: "health and beauty", hs_code: "330300", unit_price_cents: 6400, unit_weight: 0.35, dangerous: true },
  { sku: "NAIL-SET", name: "Nail polish set", category: "health and beauty", hs_code: "330430", unit_price_cents: 1850, unit_weight: 0.3, dangerous: true },
];

/** Box sizes in centimetres and their empty weight in kilograms. */
export const BOX_SIZES = [
  { length: 20, width: 15, height: 10, empty_weight: 0.15 },
  { length: 30, width: 20, height: 15, empty_weight: 0.25 },
  { length: 40, width: 30, height: 20, empty_weight: 0.4 },
] as const;
