import { render } from "preact";
import type { ComponentChild } from "preact";
import { act } from "preact/test-utils";
import type { Challenge } from "../api/schemas/tracking";
import type { TrackingResult } from "../api/schemas/tracking";
import type { TrackingBranding } from "../api/schemas/tracking-settings";

/** Helpers for the page's tests only (imported by *.test.tsx files, never by the page). */

interface NodeCrypto {
  createHash(algorithm: "sha256"): { update(text: string): { digest(encoding: "hex"): string } };
}
// Loaded by name: the app's tsconfig has no Node types, and these tests run in Node anyway.
const NODE_CRYPTO = "node:crypto";
const { createHash } = (await import(/* @vite-ignore */ NODE_CRYPTO)) as NodeCrypto;

/** The reference hash, from Node's OpenSSL. */
export const nodeSha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A challenge as the server makes it (server/verification/challenge.ts), small for speed. */
export function makeChallenge(number: number, { maxnumber = 50, expiresInSeconds = 600, salt = "0123456789abcdef" } = {}): Challenge {
  const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const fullSalt = `${salt}?action=tracking&expires=${expires}&`;
  return { algorithm: "SHA-256", challenge: nodeSha256(`${fullSalt}${number}`), maxnumber, salt: fullSalt, signature: "a".repeat(64) };
}

/** Renders into a fresh container; the returned `unmount` must run after each test. */
export function mount(node: ComponentChild) {
  const container = document.createElement("div");
  document.body.append(container);
  act(() => render(node, container));
  return {
    container,
    unmount: () => {
      act(() => render(null, container));
      container.remove();
    },
  };
}

export const RESULT: TrackingResult = {
  reference: "NB123BR",
  status: "IN_TRANSIT",
  status_bar: "in_transit",
  problem: false,
  checkpoints: [
    { status: "NEW", message: "Order created", created_at: "2026-11-01T10:00:00.000Z", zone: 1 },
    { status: "PICKUP", message: "Collected from the seller", created_at: "2026-11-02T09:30:00.000Z", zone: 2 },
    { status: "SHIPPED", message: "Departed origin hub", created_at: "2026-11-03T08:00:00.000Z", zone: 3 },
    { status: "IN_TRANSIT", message: "Held at customs", created_at: "2026-11-05T14:15:00.000Z", zone: 4 },
    { status: "IN_TRANSIT", message: "Arrived at destination country", created_at: "2026-11-04T20:00:00.000Z", zone: 3 },
  ],
  estimated_delivery_date: "2026-11-20",
  destination: { country: "BR", city: "São Paulo" },
  seller_id: 7,
};

export const BRANDING: TrackingBranding = {
  seller_id: 7,
  foreground: "#aa0000",
  background: "#f0f0f0",
  text_color: "#111111",
  logo_link: "https://seller.example/",
  contacts: { email: "help@seller.example", phone: "+55 11 5555-0000", whatsapp: "+55 11 99999-0000", website: "https://seller.example/help" },
  social: { instagram: "https://instagram.com/seller", facebook: null, x: "https://x.com/seller", tiktok: null, youtube: null, linkedin: null },
  ad_text: "Free shipping this week",
  ad_link: "https://seller.example/sale",
  footer: "Seller Ltd, Rua A 1, São Paulo",
  has_ad_image: true,
  ad_image: { width: 932, height: 240, version: "v3" },
  logo_image: { width: 180, height: 40, version: "l1" },
};
