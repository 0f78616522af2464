import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition";

/** The parameters of a header value as a strict reader splits them: on ";" outside quotes. */
function parameters(header: string): string[] {
  return [...header.matchAll(/(?:[^;"]|"(?:[^"\\]|\\.)*")+/g)].map((m) => m[0].trim());
}

const decoded = (header: string) => decodeURIComponent(/filename\*=UTF-8''([^;]*)/.exec(header)![1]!);

describe("contentDisposition", () => {
  it("keeps a plain ASCII name as it is, with no second form", () => {
    expect(contentDisposition("label-12.pdf")).toBe('attachment; filename="label-12.pdf"');
  });

  it("gives a Chinese name in filename* and an ASCII stand-in that a header can carry", () => {
    const header = contentDisposition("产品目录.csv");
    expect(header).toBe(`attachment; filename="____.csv"; filename*=UTF-8''%E4%BA%A7%E5%93%81%E7%9B%AE%E5%BD%95.csv`);
    expect(() => new Headers({ "Content-Disposition": header })).not.toThrow();
    expect(decoded(header)).toBe("产品目录.csv");
  });

  it("drops Portuguese accents in the stand-in and keeps them in filename*", () => {
    const header = contentDisposition("Relatório de importação São Paulo.csv");
    expect(header).toMatch(/^attachment; filename="Relatorio de importacao Sao Paulo.csv"; filename\*=UTF-8''/);
    expect(decoded(header)).toBe("Relatório de importação São Paulo.csv");
  });

  it("lets no quote, backslash or semicolon of a name add a parameter", () => {
    const hostile = `a"; filename*=UTF-8''evil.exe; x=\\".csv`;
    const header = contentDisposition(hostile);
    const params = parameters(header);
    expect(params).toHaveLength(3);
    expect(params[0]).toBe("attachment");
    expect(params[1]).toMatch(/^filename="[^"\\;]*"$/);
    expect(params.filter((p) => p.startsWith("filename*"))).toHaveLength(1);
    // The first `filename*=` a careless reader finds is the real one, not text inside the quotes.
    expect(header.indexOf("filename*=")).toBe(header.indexOf(`"; filename*=`) + 3);
    expect(decoded(header)).toBe(hostile);
    // RFC 5987 leaves no quote, apostrophe, parenthesis or star unencoded in the extended form.
    expect(header.split("filename*=UTF-8''")[1]).not.toMatch(/["'();* \\]/);
  });

  it("names a file whose name is only control characters 'download'", () => {
    expect(contentDisposition("\u0001\u0002")).toMatch(/^attachment; filename="download"; filename\*=UTF-8''%01%02$/);
  });
});
