import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "./private-address";

/** The SSRF guard of webhooks (decision 058): IPv6 forms that reach an IPv4 host are judged as that host (decision 069). */
describe("isPrivateAddress", () => {
  it.each([
    ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
    ["IPv4-mapped as the URL parser writes it", "::ffff:7f00:1"],
    ["IPv4-translated private", "::ffff:0:10.0.0.1"],
    ["IPv4-compatible loopback", "::127.0.0.1"],
    ["IPv4-compatible metadata service", "::a9fe:a9fe"],
    ["NAT64 loopback", "64:ff9b::127.0.0.1"],
    ["NAT64 metadata service", "64:ff9b::a9fe:a9fe"],
    ["NAT64 private, written in hex", "64:ff9b::c0a8:101"],
    ["NAT64 local-use prefix", "64:ff9b:1::a00:1"],
    ["NAT64 local-use prefix with a public IPv4", "64:ff9b:1:808:800::"],
    ["6to4 of a private IPv4", "2002:0a00:0001::1"],
    ["6to4 of loopback", "2002:7f00:1::"],
    ["6to4 of the metadata service", "[2002:a9fe:a9fe::1]"],
    ["6to4 of a link-local IPv4, in full", "2002:a9fe:0001:0000:0000:0000:0000:0001"],
    ["IPv6 loopback", "::1"],
    ["IPv6 unspecified", "::"],
    ["unique local", "fd12:3456::1"],
    ["link-local", "fe80::1"],
    ["IPv4 private", "192.168.1.10"],
  ])("refuses %s (%s)", (_name, address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    ["a public IPv4", "8.8.8.8"],
    ["a public IPv6", "2001:4860:4860::8888"],
    ["NAT64 of a public IPv4", "64:ff9b::808:808"],
    ["6to4 of a public IPv4", "2002:808:808::1"],
    ["IPv4-mapped public", "::ffff:8.8.8.8"],
    ["IPv4-compatible public", "::8.8.8.8"],
  ])("lets %s through (%s)", (_name, address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});
