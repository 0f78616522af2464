/**
 * Pure helpers for scripts/check-translations.mjs: a small PO reader and the checks run on the
 * catalogs. No file system or process access here, so the unit tests can feed strings.
 */

/** Separates msgctxt from msgid in entry keys, as gettext does. */
const CONTEXT_SEPARATOR = "\u0004";

/** @param {string} context @param {string} id */
export function entryKey(context, id) {
  return context === undefined || context === null ? id : `${context}${CONTEXT_SEPARATOR}${id}`;
}

const ESCAPES = { n: "\n", t: "\t", r: "\r", '"': '"', "\\": "\\", a: "\u0007", b: "\b", f: "\f", v: "\v" };

/** Decodes the inside of one PO "..." string. */
function unescapePo(text) {
  return text.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_, code) => {
    if (code in ESCAPES) return ESCAPES[code];
    if (code[0] === "x") return String.fromCharCode(parseInt(code.slice(1), 16));
    if (/^[0-7]+$/.test(code)) return String.fromCharCode(parseInt(code, 8));
    return code;
  });
}

/** Reads a `"..."` literal at the start of `rest`; undefined when there is none. */
function readQuoted(rest) {
  const match = /^"((?:[^"\\]|\\.)*)"\s*$/.exec(rest);
  return match ? unescapePo(match[1]) : undefined;
}

/**
 * Parses PO text into entries. Handles msgctxt, msgid, msgid_plural, msgstr, msgstr[n], strings
 * continued over several `"..."` lines, comments, and obsolete `#~` entries (returned with
 * `obsolete: true`). The header (empty msgid, no context) is returned with `header: true`.
 *
 * @param {string} text
 * @returns {import("./translation-check-lib.mjs").PoEntry[]}
 */
export function parsePo(text) {
  /** @type {any[]} */
  const entries = [];
  let entry = null;
  /** Which field continuation lines append to: ["msgid"] or ["msgstr", index]. */
  let target = null;

  const finish = () => {
    if (entry && entry.msgid !== undefined) {
      entry.header = entry.msgid === "" && entry.msgctxt === undefined;
      entries.push(entry);
    }
    entry = null;
    target = null;
  };
  const fresh = () => ({ msgctxt: undefined, msgid: undefined, msgidPlural: undefined, msgstr: [], comments: [], obsolete: false, line: 0 });

  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  lines.forEach((raw, index) => {
    let line = raw.trim();
    let obsolete = false;
    if (line.startsWith("#~")) {
      obsolete = true;
      line = line.slice(2).trim();
      // "#~|" is a previous-msgid comment of an obsolete entry.
      if (line.startsWith("|")) return;
    }
    if (line === "") {
      // A blank line ends the entry (only once it has an msgid; stray blanks inside comments are fine).
      if (entry && entry.msgid !== undefined) finish();
      return;
    }
    if (!obsolete && line.startsWith("#")) {
      // A comment after a complete entry starts the next one.
      if (entry && entry.msgid !== undefined && entry.msgstr.length > 0) finish();
      entry ??= fresh();
      entry.comments.push(line);
      target = null;
      return;
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(.*)$/.exec(line);
    if (keyword) {
      const [, name, pluralIndex, rest] = keyword;
      const value = readQuoted(rest);
      if (value === undefined) throw new Error(`PO line ${index + 1}: expected a quoted string after ${name}`);
      // msgctxt or msgid after a finished entry starts the next one (tolerates missing blank lines).
      if ((name === "msgctxt" || name === "msgid") && entry && entry.msgstr.length > 0) finish();
      if (name === "msgctxt" && entry && entry.msgid !== undefined) finish();
      entry ??= fresh();
      if (!entry.line) entry.line = index + 1;
      if (obsolete) entry.obsolete = true;
      if (name === "msgctxt") {
        entry.msgctxt = value;
        target = ["msgctxt"];
      } else if (name === "msgid") {
        entry.msgid = value;
        target = ["msgid"];
      } else if (name === "msgid_plural") {
        entry.msgidPlural = value;
        target = ["msgidPlural"];
      } else {
        const at = pluralIndex === undefined ? 0 : Number(pluralIndex);
        entry.msgstr[at] = value;
        target = ["msgstr", at];
      }
      return;
    }
    const continued = readQuoted(line);
    if (continued !== undefined && entry && target) {
      if (target[0] === "msgstr") entry.msgstr[target[1]] += continued;
      else entry[target[0]] += continued;
      return;
    }
    throw new Error(`PO line ${index + 1}: cannot read ${JSON.stringify(raw)}`);
  });
  finish();

  return entries.map((e) => ({
    key: entryKey(e.msgctxt, e.msgid),
    msgctxt: e.msgctxt,
    msgid: e.msgid,
    msgidPlural: e.msgidPlural,
    // Fill holes (msgstr[1] without msgstr[0]) so "empty" checks see them.
    msgstr: Array.from({ length: Math.max(1, e.msgstr.length) }, (_, i) => e.msgstr[i] ?? ""),
    comments: e.comments,
    obsolete: e.obsolete,
    header: e.header,
    line: e.line,
  }));
}

/**
 * The placeholders of an ICU/Lingui message: argument names (`{name}`, `{0}`, `{count, plural, ...}`,
 * also inside plural/select branches) as a sorted, de-duplicated list, and the component tags
 * (`<0>`, `</0>`, `<1/>`) as a sorted list with repeats. Plural/select branch keys (`one`, `other`)
 * are not placeholders, since languages legitimately use different ones. ICU quoting (`'{'`) is honoured.
 *
 * @param {string} message
 * @returns {{ args: string[]; tags: string[] }}
 */
export function extractPlaceholders(message) {
  const args = new Set();
  const tags = [];

  /** Scans text from `i` until an unmatched `}` (or the end); returns the index after it. */
  const scanText = (i, nested) => {
    while (i < message.length) {
      const ch = message[i];
      if (ch === "'") {
        if (message[i + 1] === "'") {
          i += 2;
          continue;
        }
        if (message[i + 1] === "{" || message[i + 1] === "}" || (nested && message[i + 1] === "#")) {
          const close = message.indexOf("'", i + 1);
          i = close === -1 ? message.length : close + 1;
          continue;
        }
        i++;
        continue;
      }
      if (ch === "}") {
        if (nested) return i + 1;
        i++;
        continue;
      }
      if (ch === "{") {
        i = scanArgument(i + 1);
        continue;
      }
      if (ch === "<") {
        const tag = /^<\/?[A-Za-z0-9_]+\s*\/?>/.exec(message.slice(i));
        if (tag) {
          tags.push(tag[0].replace(/\s+/g, ""));
          i += tag[0].length;
          continue;
        }
      }
      i++;
    }
    return i;
  };

  /** After `{`: reads `name` or `name, type` or `name, type, branches`; returns the index after `}`. */
  const scanArgument = (i) => {
    const head = /^\s*([^\s,{}]+)\s*(?:,\s*([A-Za-z]+)\s*)?/.exec(message.slice(i));
    if (!head) return scanText(i, true);
    args.add(head[1]);
    i += head[0].length;
    const type = head[2];
    if (message[i] === "}") return i + 1;
    if (message[i] !== ",") return scanText(i, true);
    i++;
    if (type === "plural" || type === "select" || type === "selectordinal") {
      // Branches: key {text} key {text} ... then `}`. `offset:n` may come first.
      while (i < message.length) {
        const branch = /^\s*(?:offset:\s*\d+\s*)?(=?[^\s{}]+)\s*\{/.exec(message.slice(i));
        if (!branch) {
          const end = /^\s*\}/.exec(message.slice(i));
          return end ? i + end[0].length : scanText(i, true);
        }
        i = scanText(i + branch[0].length, true);
      }
      return i;
    }
    // number/date/time style: skip to the matching brace.
    return scanText(i, true);
  };

  scanText(0, false);
  return { args: [...args].sort(), tags: tags.sort() };
}

/** @param {string[]} a @param {string[]} b */
const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Compares a target catalog with the source catalog. Reports, for each non-obsolete message of
 * the source: missing from the target, empty translation, or placeholders differing from the
 * source text. The source text is the source catalog's msgstr when filled (Lingui fills it, and
 * with explicit ids it is the only place the text lives), else the msgid.
 *
 * @param {import("./translation-check-lib.mjs").PoEntry[]} source
 * @param {import("./translation-check-lib.mjs").PoEntry[]} target
 * @returns {import("./translation-check-lib.mjs").CatalogCheck}
 */
export function checkCatalog(source, target) {
  const live = (entries) => entries.filter((e) => !e.obsolete && !e.header);
  const sourceEntries = live(source);
  const targetByKey = new Map(live(target).map((e) => [e.key, e]));

  /** @type {import("./translation-check-lib.mjs").Problem[]} */
  const problems = [];
  for (const s of sourceEntries) {
    const t = targetByKey.get(s.key);
    const base = { msgid: s.msgid, msgctxt: s.msgctxt };
    if (!t) {
      problems.push({ ...base, kind: "missing" });
      continue;
    }
    if (t.msgstr.some((str) => str === "")) {
      problems.push({ ...base, kind: "empty", line: t.line });
      continue;
    }
    const sourceText = s.msgstr[0] ? s.msgstr[0] : s.msgid;
    const expected = extractPlaceholders(sourceText);
    t.msgstr.forEach((str) => {
      const found = extractPlaceholders(str);
      if (!sameList(expected.args, found.args) || !sameList(expected.tags, found.tags)) {
        problems.push({ ...base, kind: "placeholders", line: t.line, translation: str, expected, found });
      }
    });
  }
  return { total: sourceEntries.length, problems };
}

/**
 * A human-readable report for one locale's problems (empty string when there are none).
 *
 * @param {string} locale
 * @param {import("./translation-check-lib.mjs").Problem[]} problems
 */
export function formatProblems(locale, problems) {
  if (problems.length === 0) return "";
  const show = (p) => (p.msgctxt === undefined ? JSON.stringify(p.msgid) : `${JSON.stringify(p.msgid)} (context ${JSON.stringify(p.msgctxt)})`);
  const list = (xs) => (xs.length ? xs.join(" ") : "none");
  const out = [`${locale}: ${problems.length} problem${problems.length === 1 ? "" : "s"}`];
  for (const p of problems) {
    const where = p.line ? ` [line ${p.line}]` : "";
    if (p.kind === "missing") out.push(`  missing from catalog: ${show(p)}`);
    else if (p.kind === "empty") out.push(`  not translated${where}: ${show(p)}`);
    else {
      out.push(`  placeholders differ${where}: ${show(p)}`);
      out.push(`    translation: ${JSON.stringify(p.translation)}`);
      out.push(`    expected: ${list([...p.expected.args.map((a) => `{${a}}`), ...p.expected.tags])}; found: ${list([...p.found.args.map((a) => `{${a}}`), ...p.found.tags])}`);
    }
  }
  return out.join("\n");
}

/**
 * What `lingui extract --clean` would change in a tracked catalog: messages it would add, messages
 * no longer in the source that it would drop (live ones, and entries already marked obsolete),
 * and messages whose plural, source text (explicit ids) or comments (where they are used, notes
 * for translators) would change. The header (its dates) is not compared. `reordered` is set when
 * only the order would change.
 *
 * @param {import("./translation-check-lib.mjs").PoEntry[]} tracked
 * @param {import("./translation-check-lib.mjs").PoEntry[]} extracted
 * @returns {import("./translation-check-lib.mjs").CatalogDiff}
 */
export function diffCatalogs(tracked, extracted) {
  const live = (entries) => entries.filter((e) => !e.obsolete && !e.header);
  const before = new Map(live(tracked).map((e) => [e.key, e]));
  const after = new Map(live(extracted).map((e) => [e.key, e]));
  const describe = (e) => ({ msgid: e.msgid, msgctxt: e.msgctxt });

  const added = [...after.values()].filter((e) => !before.has(e.key)).map(describe);
  const removed = [...before.values()].filter((e) => !after.has(e.key)).map(describe);
  const changed = [];
  for (const [key, was] of before) {
    const now = after.get(key);
    if (!now) continue;
    const what = [];
    if (was.msgidPlural !== now.msgidPlural) what.push("plural");
    if (!sameList(was.msgstr, now.msgstr)) what.push("text");
    if (!sameList(was.comments, now.comments)) what.push("comments");
    if (what.length > 0) changed.push({ ...describe(now), what });
  }
  const obsolete = tracked.filter((e) => e.obsolete).length - extracted.filter((e) => e.obsolete).length;
  const order = (entries) => live(entries).map((e) => e.key);
  const reordered = added.length === 0 && removed.length === 0 && !sameList(order(tracked), order(extracted));
  return { added, removed, changed, obsoleteDropped: Math.max(0, obsolete), reordered };
}

/** @param {import("./translation-check-lib.mjs").CatalogDiff} diff */
export const catalogDiffIsEmpty = (diff) =>
  diff.added.length === 0 && diff.removed.length === 0 && diff.changed.length === 0 && diff.obsoleteDropped === 0 && !diff.reordered;

/**
 * The report for catalogs that extraction would change, with what to do about it; empty string
 * when nothing would change. `files` maps a catalog file (relative path) to its diff.
 *
 * @param {Map<string, import("./translation-check-lib.mjs").CatalogDiff>} files
 */
export function formatCatalogChanges(files) {
  const stale = [...files].filter(([, diff]) => !catalogDiffIsEmpty(diff));
  if (stale.length === 0) return "";
  const show = (m) => (m.msgctxt === undefined ? JSON.stringify(m.msgid) : `${JSON.stringify(m.msgid)} (context ${JSON.stringify(m.msgctxt)})`);
  const WHAT = { plural: "its plural", text: "its source text", comments: "where it is used or its notes" };
  // The locales of one catalog usually change alike: name them together.
  const groups = new Map();
  for (const [file, diff] of stale) {
    const key = JSON.stringify(diff);
    groups.set(key, { diff, files: [...(groups.get(key)?.files ?? []), file] });
  }
  const out = ["Translations: the tracked catalogs are out of date with the source; extraction would change them:"];
  for (const { diff, files: names } of groups.values()) {
    out.push(`  ${names.join(", ")}`);
    for (const m of diff.added) out.push(`    new: ${show(m)}`);
    for (const m of diff.removed) out.push(`    no longer used: ${show(m)}`);
    for (const m of diff.changed) out.push(`    changed: ${show(m)} (${m.what.map((w) => WHAT[w]).join(", ")})`);
    if (diff.obsoleteDropped > 0) out.push(`    ${diff.obsoleteDropped} obsolete entr${diff.obsoleteDropped === 1 ? "y" : "ies"} (#~) to drop`);
    if (diff.reordered) out.push("    the order of the messages");
  }
  out.push("Run `npm run extract`, translate every new or changed message in each language (locales/GLOSSARY.md), and commit the catalogs.");
  return out.join("\n");
}

/**
 * Messages one language translates differently in two catalogs. A screen loads several catalogs
 * at once (the shell's, the labels', its areas'), so the same English text with two translations
 * shows one or the other depending on what loaded last; and a glossary term must read alike
 * everywhere. `catalogs` maps a catalog file to its entries (one language). A message that needs
 * another word somewhere gets a context (msgctxt), which makes it another message.
 *
 * @param {Map<string, import("./translation-check-lib.mjs").PoEntry[]>} catalogs
 * @returns {{ msgid: string, msgctxt: string | undefined, versions: { file: string, msgstr: string[] }[] }[]}
 */
export function findInconsistentTranslations(catalogs) {
  const byKey = new Map();
  for (const [file, entries] of catalogs) {
    for (const entry of entries) {
      if (entry.obsolete || entry.header || entry.msgstr.every((str) => str === "")) continue;
      const versions = byKey.get(entry.key) ?? { msgid: entry.msgid, msgctxt: entry.msgctxt, versions: [] };
      versions.versions.push({ file, msgstr: entry.msgstr });
      byKey.set(entry.key, versions);
    }
  }
  return [...byKey.values()].filter(({ versions }) => versions.some((v) => !sameList(v.msgstr, versions[0].msgstr)));
}

/**
 * The report for one language's inconsistent translations (empty string when there are none).
 *
 * @param {string} locale
 * @param {ReturnType<typeof findInconsistentTranslations>} found
 */
export function formatInconsistencies(locale, found) {
  if (found.length === 0) return "";
  const out = [`${locale}: ${found.length} message${found.length === 1 ? "" : "s"} translated differently in two catalogs (make them alike, or give one a context):`];
  for (const item of found) {
    out.push(`  ${JSON.stringify(item.msgid)}${item.msgctxt === undefined ? "" : ` (context ${JSON.stringify(item.msgctxt)})`}`);
    for (const version of item.versions) out.push(`    ${version.file}: ${JSON.stringify(version.msgstr.length === 1 ? version.msgstr[0] : version.msgstr)}`);
  }
  return out.join("\n");
}
