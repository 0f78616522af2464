import { describe, expect, it } from "vitest";
import { isHttpUrl } from "./http-url";

describe("isHttpUrl", () => {
  it("accepts absolute http and https links, in any case", () => {
    for (const link of ["https://lumen.example.com", "http://shop.example.com/help?x=1#top", "HTTPS://EXAMPLE.COM", "https://例え.jp/", "https://192.0.2.7:8443/a"]) {
      expect(isHttpUrl(link), link).toBe(true);
    }
  });

  it("refuses every other scheme and anything that is not a whole link", () => {
    for (const link of [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "ftp://files.example.com",
      "file:///etc/passwd",
      "mailto:ops@example.com",
      "https:alert(1)",
      "http://",
      "//example.com",
      "example.com",
      "",
    ]) {
      expect(isHttpUrl(link), link).toBe(false);
    }
  });
});
