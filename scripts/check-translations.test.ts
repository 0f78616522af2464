import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CatalogDiff,
  checkCatalog,
  diffCatalogs,
  entryKey,
  extractPlaceholders,
  findInconsistentTranslations,
  formatCatalogChanges,
  formatInconsistencies,
  formatProblems,
  parsePo,
} from "./translation-check-lib.mjs";

const HEADER = `msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\\n"
"Language: xx\\n"
`;

const SOURCE = parsePo(`${HEADER}
#: src/a.tsx
msgid "Sign in"
msgstr "Sign in"

#. placeholder {0}: n.title
msgid "Mark as read: {0}"
msgstr "Mark as read: {0}"

msgid "Welcome, {name}"
msgstr "Welcome, {name}"

msgid "Read the <0>terms</0> and <1/>"
msgstr "Read the <0>terms</0> and <1/>"

msgctxt "zone"
msgid "Pickup"
msgstr "Pickup"
`);

/** A target catalog for SOURCE; override translations by msgid. */
function target(overrides: Record<string, string> = {}, extra = ""): string {
  const t: Record<string, string> = {
    "Sign in": "Entrar",
    "Mark as read: {0}": "Marcar como lida: {0}",
    "Welcome, {name}": "Boas-vindas, {name}",
    "Read the <0>terms</0> and <1/>": "Leia os <0>termos</0> e <1/>",
    Pickup: "Coleta",
    ...overrides,
  };
  return `${HEADER}
msgid "Sign in"
msgstr "${t["Sign in"]}"

msgid "Mark as read: {0}"
msgstr "${t["Mark as read: {0}"]}"

msgid "Welcome, {name}"
msgstr "${t["Welcome, {name}"]}"

msgid "Read the <0>terms</0> and <1/>"
msgstr "${t["Read the <0>terms</0> and <1/>"]}"

msgctxt "zone"
msgid "Pickup"
msgstr "${t.Pickup}"
${extra}`;
}

describe("parsePo", () => {
  it("reads the header, msgctxt, comments and escapes", () => {
    const entries = parsePo(`${HEADER}
#. note
#: src/a.tsx
msgctxt "status"
msgid "Say \\"hi\\"\\n"
msgstr "Diga \\"oi\\"\\n"
`);
    expect(entries).toHaveLength(2);
    expect(entries[0]?.header).toBe(true);
    expect(entries[1]).toMatchObject({
      key: entryKey("status", 'Say "hi"\n'),
      msgctxt: "status",
      msgid: 'Say "hi"\n',
      msgstr: ['Diga "oi"\n'],
      comments: ["#. note", "#: src/a.tsx"],
      obsolete: false,
      header: false,
    });
  });

  it("joins msgid and msgstr continued over several lines", () => {
    const [entry] = parsePo(`msgid ""
"If an account exists for this e-mail, "
"we have sent instructions."
msgstr ""
"Se houver uma conta com este e-mail, "
"enviamos as instruções."
`);
    expect(entry?.msgid).toBe("If an account exists for this e-mail, we have sent instructions.");
    expect(entry?.msgstr).toEqual(["Se houver uma conta com este e-mail, enviamos as instruções."]);
    expect(entry?.header).toBe(false);
  });

  it("marks #~ entries obsolete, including their continuation lines", () => {
    const entries = parsePo(`msgid "Live"
msgstr ""

#~ msgid "Gone"
#~ msgstr ""
#~ "Foi "
#~ "embora"
`);
    expect(entries.map((e) => [e.msgid, e.obsolete, e.msgstr])).toEqual([
      ["Live", false, [""]],
      ["Gone", true, ["Foi embora"]],
    ]);
  });

  it("reads plural msgstr[n] and entries not separated by blank lines", () => {
    const entries = parsePo(`msgid "one box"
msgid_plural "{count} boxes"
msgstr[0] "{count} caixa"
msgstr[1] "{count} caixas"
msgid "Next"
msgstr "Próxima"
`);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ msgidPlural: "{count} boxes", msgstr: ["{count} caixa", "{count} caixas"] });
    expect(entries[1]).toMatchObject({ msgid: "Next", msgstr: ["Próxima"] });
  });

  it("rejects lines it cannot read", () => {
    expect(() => parsePo(`msgid "a"\nmsgstr "b"\nnonsense\n`)).toThrow(/line 3/);
  });
});

describe("extractPlaceholders", () => {
  it("finds arguments and component tags", () => {
    expect(extractPlaceholders("Page {pageNumber} of {pageCount}")).toEqual({ args: ["pageCount", "pageNumber"], tags: [] });
    expect(extractPlaceholders("See <0>{name}</0><1/>")).toEqual({ args: ["name"], tags: ["</0>", "<0>", "<1/>"] });
  });

  it("reads plural and select arguments without counting branch keys", () => {
    const en = extractPlaceholders("{count, plural, one {# order for {name}} other {# orders for {name}}}");
    const zh = extractPlaceholders("{count, plural, other {{name}的#个订单}}");
    expect(en).toEqual({ args: ["count", "name"], tags: [] });
    expect(zh).toEqual(en);
  });

  it("ignores quoted braces and plain apostrophes", () => {
    expect(extractPlaceholders("Can't use '{braces}' here")).toEqual({ args: [], tags: [] });
  });
});

describe("checkCatalog", () => {
  it("passes a complete catalog and counts non-obsolete messages", () => {
    const result = checkCatalog(SOURCE, parsePo(target()));
    expect(result).toEqual({ total: 5, problems: [] });
    expect(formatProblems("pt_BR", result.problems)).toBe("");
  });

  it("reports an empty msgstr", () => {
    const result = checkCatalog(SOURCE, parsePo(target({ "Welcome, {name}": "" })));
    expect(result.problems).toEqual([expect.objectContaining({ kind: "empty", msgid: "Welcome, {name}" })]);
    expect(formatProblems("pt_BR", result.problems)).toContain('not translated [line 12]: "Welcome, {name}"');
  });

  it("reports an empty msgstr of an entry with a context", () => {
    const result = checkCatalog(SOURCE, parsePo(target({ Pickup: "" })));
    expect(result.problems).toEqual([expect.objectContaining({ kind: "empty", msgid: "Pickup", msgctxt: "zone" })]);
  });

  it("reports mismatched placeholders: renamed argument, dropped argument, missing tag", () => {
    const result = checkCatalog(
      SOURCE,
      parsePo(target({ "Welcome, {name}": "Boas-vindas, {nome}", "Mark as read: {0}": "Marcar como lida", "Read the <0>terms</0> and <1/>": "Leia os <0>termos</0>" })),
    );
    expect(result.problems.map((p) => [p.kind, p.msgid])).toEqual([
      ["placeholders", "Mark as read: {0}"],
      ["placeholders", "Welcome, {name}"],
      ["placeholders", "Read the <0>terms</0> and <1/>"],
    ]);
    const report = formatProblems("pt_BR", result.problems);
    expect(report).toContain("pt_BR: 3 problems");
    expect(report).toContain("expected: {name}; found: {nome}");
    expect(report).toContain("expected: {0}; found: none");
  });

  it("accepts reordered placeholders", () => {
    const result = checkCatalog(SOURCE, parsePo(target({ "Read the <0>terms</0> and <1/>": "<1/> e leia os <0>termos</0>" })));
    expect(result.problems).toEqual([]);
  });

  it("ignores obsolete entries in both catalogs", () => {
    const withObsolete = `\n#~ msgid "Old message {x}"\n#~ msgstr ""\n`;
    const source = parsePo(`${HEADER}\nmsgid "Sign in"\nmsgstr "Sign in"\n${withObsolete}`);
    const result = checkCatalog(source, parsePo(`${HEADER}\nmsgid "Sign in"\nmsgstr "登录"\n${withObsolete}`));
    expect(result).toEqual({ total: 1, problems: [] });
  });

  it("reports a message missing from the target, and a live message only obsolete there", () => {
    const result = checkCatalog(SOURCE, parsePo(`${HEADER}\n#~ msgid "Sign in"\n#~ msgstr "Entrar"\n`));
    expect(result.problems.filter((p) => p.kind === "missing").map((p) => p.msgid)).toContain("Sign in");
    expect(result.problems).toHaveLength(5);
  });

  it("compares against the source catalog's msgstr when filled (explicit ids)", () => {
    const source = parsePo(`msgid "welcome.title"\nmsgstr "Welcome, {name}"\n`);
    expect(checkCatalog(source, parsePo(`msgid "welcome.title"\nmsgstr "欢迎，{name}"\n`)).problems).toEqual([]);
    expect(checkCatalog(source, parsePo(`msgid "welcome.title"\nmsgstr "欢迎"\n`)).problems).toHaveLength(1);
  });
});

describe("diffCatalogs (what extraction would change)", () => {
  const tracked = parsePo(`${HEADER}
#: src/a.tsx
msgid "Sign in"
msgstr "Sign in"

#: src/b.tsx
msgid "Old text"
msgstr "Old text"

#: src/c.tsx
msgctxt "zone"
msgid "Pickup"
msgstr "Pickup"

#~ msgid "Long gone"
#~ msgstr "Long gone"
`);

  it("finds nothing when extraction gives the same messages, whatever the header says", () => {
    const entry = `#: src/a.tsx\nmsgid "Sign in"\nmsgstr "Sign in"\n`;
    const one = parsePo(`${HEADER}\n${entry}`);
    const sameWithNewDate = `${HEADER}"POT-Creation-Date: 2030-01-01 00:00+0000\\n"\n\n${entry}`;
    expect(parsePo(sameWithNewDate)[0]?.msgstr[0]).toContain("POT-Creation-Date: 2030");
    expect(diffCatalogs(one, parsePo(sameWithNewDate))).toEqual({ added: [], removed: [], changed: [], obsoleteDropped: 0, reordered: false });
  });

  it("names new, no longer used and moved messages, and obsolete entries to drop", () => {
    const extracted = parsePo(`${HEADER}
#: src/a.tsx
msgid "Sign in"
msgstr "Sign in"

#: src/b.tsx
msgid "New text"
msgstr "New text"

#: src/d.tsx
msgctxt "zone"
msgid "Pickup"
msgstr "Pickup"
`);
    expect(diffCatalogs(tracked, extracted)).toEqual({
      added: [{ msgid: "New text", msgctxt: undefined }],
      removed: [{ msgid: "Old text", msgctxt: undefined }],
      changed: [{ msgid: "Pickup", msgctxt: "zone", what: ["comments"] }],
      obsoleteDropped: 1,
      reordered: false,
    });
  });

  it("reports a changed source text (explicit ids) and a changed order", () => {
    const a = parsePo(`msgid "a"\nmsgstr "A"\n\nmsgid "b"\nmsgstr "B"\n`);
    expect(diffCatalogs(a, parsePo(`msgid "a"\nmsgstr "A!"\n\nmsgid "b"\nmsgstr "B"\n`)).changed).toEqual([{ msgid: "a", msgctxt: undefined, what: ["text"] }]);
    expect(diffCatalogs(a, parsePo(`msgid "b"\nmsgstr "B"\n\nmsgid "a"\nmsgstr "A"\n`)).reordered).toBe(true);
  });

  it("formats one list per group of files that change alike, and says what to do", () => {
    const diff: CatalogDiff = { added: [{ msgid: "New text", msgctxt: undefined }], removed: [{ msgid: "Pickup", msgctxt: "zone" }], changed: [], obsoleteDropped: 0, reordered: false };
    const unchanged: CatalogDiff = { added: [], removed: [], changed: [], obsoleteDropped: 0, reordered: false };
    const report = formatCatalogChanges(new Map([["locales/en/m.po", diff], ["locales/pt_BR/m.po", diff], ["locales/en/terms.po", unchanged]]));
    expect(report).toContain("  locales/en/m.po, locales/pt_BR/m.po\n    new: \"New text\"\n    no longer used: \"Pickup\" (context \"zone\")");
    expect(report).not.toContain("terms.po");
    expect(report).toContain("Run `npm run extract`, translate");
    expect(formatCatalogChanges(new Map([["locales/en/terms.po", unchanged]]))).toBe("");
  });
});

/**
 * The whole script on a small project of its own (a Lingui config, one source file, catalogs in
 * en and pt_BR): it must fail when the source has moved on, say what and how to fix it, and leave
 * the tracked catalogs as they were.
 */
describe("findInconsistentTranslations (one message, one translation per language)", () => {
  const catalog = (entries: string) => parsePo(`${HEADER}\n${entries}`);
  const ORDERS = catalog('msgid "Customer"\nmsgstr "Destinatário"\n\nmsgid "Box"\nmsgstr "Caixa"\n');
  const PAYMENTS = catalog('msgid "Customer"\nmsgstr "Cliente"\n\nmsgid "Box"\nmsgstr "Caixa"\n\nmsgctxt "of a payment"\nmsgid "Reference"\nmsgstr "Referência"\n');
  const ADDRESS = catalog('msgid "Reference"\nmsgstr "Ponto de referência"\n\nmsgid "Customer"\nmsgstr ""\n');

  it("names a message two catalogs translate differently, with each file's words", () => {
    const found = findInconsistentTranslations(new Map([["orders.po", ORDERS], ["payments.po", PAYMENTS]]));
    expect(found).toEqual([
      { msgid: "Customer", msgctxt: undefined, versions: [{ file: "orders.po", msgstr: ["Destinatário"] }, { file: "payments.po", msgstr: ["Cliente"] }] },
    ]);
    expect(formatInconsistencies("pt_BR", found)).toContain('orders.po: "Destinatário"');
  });

  it("takes a message with a context as another message, and skips untranslated entries", () => {
    expect(findInconsistentTranslations(new Map([["payments.po", PAYMENTS], ["address.po", ADDRESS]]))).toEqual([]);
    expect(formatInconsistencies("pt_BR", [])).toBe("");
  });
});

describe("node scripts/check-translations.mjs", () => {
  const LINGUI_CLI = join(process.cwd(), "node_modules/@lingui/cli/dist/lingui.js");
  let project = "";
  const catalog = (locale: string) => join(project, "locales", locale, "messages.po");
  const source = (text: string) => writeFileSync(join(project, "src/app.ts"), `import { t } from "@lingui/core/macro";\nexport const hello = () => t\`${text}\`;\n`);
  const check = () => {
    const result = spawnSync(process.execPath, ["scripts/check-translations.mjs", project], { encoding: "utf8" });
    return { code: result.status, output: `${result.stdout}${result.stderr}` };
  };

  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), "translations-project-"));
    mkdirSync(join(project, "src"));
    writeFileSync(
      join(project, "lingui.config.mjs"),
      'export default { sourceLocale: "en", locales: ["en", "pt_BR"], catalogs: [{ path: "<rootDir>/locales/{locale}/messages", include: ["<rootDir>/src"] }], format: "po" };\n',
    );
    source("Hello");
    const extract = spawnSync(process.execPath, [LINGUI_CLI, "extract", "--clean"], { cwd: project, encoding: "utf8" });
    expect(extract.status).toBe(0);
    writeFileSync(catalog("pt_BR"), readFileSync(catalog("pt_BR"), "utf8").replace('msgid "Hello"\nmsgstr ""', 'msgid "Hello"\nmsgstr "Olá"'));
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it("passes when the catalogs are what extraction makes and are translated", () => {
    const { code, output } = check();
    expect(output).toContain("Translations: 1 messages in 1 catalogs, up to date with the source and complete in pt_BR");
    expect(code).toBe(0);
  });

  it("fails when the source has a new message, names it, and rewrites nothing", () => {
    const before = { en: readFileSync(catalog("en"), "utf8"), pt_BR: readFileSync(catalog("pt_BR"), "utf8") };
    source("Hello again");
    try {
      const { code, output } = check();
      expect(output).toContain('locales/en/messages.po, locales/pt_BR/messages.po\n    new: "Hello again"\n    no longer used: "Hello"');
      expect(output).toContain("Run `npm run extract`");
      expect(code).toBe(1);
      expect({ en: readFileSync(catalog("en"), "utf8"), pt_BR: readFileSync(catalog("pt_BR"), "utf8") }).toEqual(before);
    } finally {
      source("Hello");
    }
  });
}, 60_000);

/** Catalogs per folder (`{name}` in the config, as lingui.config.ts has for src/features): each is checked. */
describe("node scripts/check-translations.mjs with a catalog per folder", () => {
  const LINGUI_CLI = join(process.cwd(), "node_modules/@lingui/cli/dist/lingui.js");
  let project = "";
  const catalog = (locale: string, name: string) => join(project, "locales", locale, "features", `${name}.po`);
  const source = (folder: string, text: string) => writeFileSync(join(project, "src/features", folder, "texts.ts"), `import { t } from "@lingui/core/macro";\nexport const hello = () => t\`${text}\`;\n`);
  const check = () => {
    const result = spawnSync(process.execPath, ["scripts/check-translations.mjs", project], { encoding: "utf8" });
    return { code: result.status, output: `${result.stdout}${result.stderr}` };
  };

  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), "translations-folders-"));
    for (const folder of ["orders", "quotes"]) mkdirSync(join(project, "src/features", folder), { recursive: true });
    writeFileSync(
      join(project, "lingui.config.mjs"),
      'export default { sourceLocale: "en", locales: ["en", "pt_BR"], catalogs: [{ path: "<rootDir>/locales/{locale}/features/{name}", include: ["<rootDir>/src/features/{name}/"] }], format: "po" };\n',
    );
    source("orders", "Orders");
    source("quotes", "Quotes");
    const extract = spawnSync(process.execPath, [LINGUI_CLI, "extract", "--clean"], { cwd: project, encoding: "utf8" });
    expect(extract.status).toBe(0);
    for (const [name, text, translation] of [["orders", "Orders", "Pedidos"], ["quotes", "Quotes", "Cotações"]]) {
      writeFileSync(catalog("pt_BR", name!), readFileSync(catalog("pt_BR", name!), "utf8").replace(`msgid "${text}"\nmsgstr ""`, `msgid "${text}"\nmsgstr "${translation}"`));
    }
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it("checks every folder's catalog", () => {
    const { code, output } = check();
    expect(output).toContain("Translations: 2 messages in 2 catalogs, up to date with the source and complete in pt_BR");
    expect(code).toBe(0);
  });

  it("names the folder's catalog whose source moved on, and the untranslated message", () => {
    source("quotes", "Quotes and prices");
    try {
      const { code, output } = check();
      expect(output).toContain('locales/en/features/quotes.po, locales/pt_BR/features/quotes.po\n    new: "Quotes and prices"');
      expect(output).not.toContain("orders.po");
      expect(code).toBe(1);
    } finally {
      source("quotes", "Quotes");
    }
    writeFileSync(catalog("pt_BR", "orders"), readFileSync(catalog("pt_BR", "orders"), "utf8").replace('msgstr "Pedidos"', 'msgstr ""'));
    const { code, output } = check();
    expect(output).toContain('not translated [line');
    expect(output).toContain("locales/pt_BR/features/orders.po");
    expect(code).toBe(1);
  });
}, 60_000);
