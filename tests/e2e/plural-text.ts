import { type CatalogLocale, translated } from "./fixtures";

/**
 * What the built app shows for a plural message (`{count, plural, one {…} other {…}}`) in a
 * language, read from its catalog: the branch the count picks ("one" for 1 where the language
 * has it, else "other"), with `#` and `{name}` placeholders filled in. Enough for the catalogs'
 * messages, whose branches hold no nested plural.
 */
export function pluralText(locale: CatalogLocale, message: string, count: number, values: Record<string, string> = {}): string {
  const icu = translated(locale, message);
  const branch = (name: string) => {
    const start = icu.indexOf(` ${name} {`);
    if (start < 0) return undefined;
    let depth = 0;
    const from = icu.indexOf("{", start);
    for (let index = from; index < icu.length; index += 1) {
      if (icu[index] === "{") depth += 1;
      if (icu[index] === "}") depth -= 1;
      if (depth === 0) return icu.slice(from + 1, index);
    }
    throw new Error(`Unbalanced plural message in ${locale}: ${icu}`);
  };
  const text = (count === 1 ? branch("one") : undefined) ?? branch("other");
  if (text === undefined) throw new Error(`No "other" branch in ${locale}: ${icu}`);
  return text.replace(/#/g, String(count)).replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
