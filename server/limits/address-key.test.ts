import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key";

describe("addressKey", () => {
  it.each([
    ["an IPv4 address as it is", "203.0.113.7", "203.0.113.7"],
    ["IPv6 by its /64", "2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["IPv6 written short", "2001:db8::1", "2001:db8:0:0::/64"],
    ["IPv6 with leading zeros and capitals", "2001:0DB8:0001:0002::0001", "2001:db8:1:2::/64"],
    ["IPv6 with a zone", "fe80::1%eth0", "fe80:0:0:0::/64"],
    ["IPv6 in brackets", "[2001:db8:1:2::9]", "2001:db8:1:2::/64"],
    ["IPv4 mapped into IPv6 as the IPv4 address", "::ffff:203.0.113.7", "203.0.113.7"],
    ["IPv4 mapped, written in hex", "::ffff:cb00:7107", "203.0.113.7"],
    ["an IPv4 tail of a translated address", "64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
    ["the loopback", "::1", "0:0:0:0::/64"],
    ["no address at all", "unknown", "unknown"],
  ])("keys %s", (_what, address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it("gives every address of one /64 the same key and a neighbouring /64 another", () => {
    expect(addressKey("2001:db8:1:2::1")).toBe(addressKey("2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect(addressKey("2001:db8:1:2::1")).not.toBe(addressKey("2001:db8:1:3::1"));
  });
});
