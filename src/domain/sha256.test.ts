import { describe, expect, it } from "vitest";
import { sha256Hex } from "./sha256";

interface NodeCrypto {
  createHash(algorithm: "sha256"): { update(text: string): { digest(encoding: "hex"): string } };
}
// Loaded by name: src/ has no Node types, and this test runs in Node (vitest's server project).
const NODE_CRYPTO = "node:crypto";
const { createHash } = (await import(/* @vite-ignore */ NODE_CRYPTO)) as NodeCrypto;
const nodeSha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("sha256Hex", () => {
  it.each([
    ["empty", ""],
    ["abc", "abc"],
    ["two blocks", "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"],
    ["55 bytes (padding fits one block)", "x".repeat(55)],
    ["56 bytes (padding needs a second block)", "x".repeat(56)],
    ["1000 characters", "0123456789".repeat(100)],
    ["non-ASCII", "alfândega 海关"],
  ])("matches node:crypto for %s", (_name, text) => {
    expect(sha256Hex(text)).toBe(nodeSha256(text));
  });

  it("gives the FIPS 180-2 vectors", () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
