import { afterEach, describe, expect, it, vi } from "vitest";
import { fileNameFromHeaders, saveFile } from "./save-file";

afterEach(() => vi.restoreAllMocks());

describe("saving a file the server made", () => {
  it("takes the server's file name, the extended form first, without path separators", () => {
    const headers = (value: string) => new Headers({ "Content-Disposition": value });
    expect(fileNameFromHeaders(headers('attachment; filename="label-LG-1.pdf"'), "x.pdf")).toBe("label-LG-1.pdf");
    expect(fileNameFromHeaders(headers("attachment; filename=plain.pdf"), "x.pdf")).toBe("plain.pdf");
    expect(fileNameFromHeaders(headers(`attachment; filename="a.pdf"; filename*=UTF-8''etiqueta%20S%C3%A3o.pdf`), "x.pdf")).toBe("etiqueta São.pdf");
    expect(fileNameFromHeaders(headers('attachment; filename="../../etc/passwd"'), "x.pdf")).toBe(".._.._etc_passwd");
    expect(fileNameFromHeaders(new Headers(), "fallback.pdf")).toBe("fallback.pdf");
  });

  it("clicks a download link for the blob and revokes its URL later", () => {
    vi.useFakeTimers();
    try {
      const created = vi.fn(() => "blob:test/1");
      const revoked = vi.fn();
      Object.defineProperty(URL, "createObjectURL", { value: created, configurable: true });
      Object.defineProperty(URL, "revokeObjectURL", { value: revoked, configurable: true });
      const clicks: HTMLAnchorElement[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
        clicks.push(this);
      });
      const blob = new Blob(["%PDF-1.7"], { type: "application/pdf" });
      saveFile(blob, "labels.pdf");
      expect(created).toHaveBeenCalledWith(blob);
      expect(clicks[0]?.download).toBe("labels.pdf");
      expect(clicks[0]?.href).toBe("blob:test/1");
      expect(document.querySelector("a[download]")).toBeNull();
      expect(revoked).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(revoked).toHaveBeenCalledWith("blob:test/1");
    } finally {
      vi.useRealTimers();
    }
  });
});
