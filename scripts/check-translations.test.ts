import { describe, expect, it } from "vitest";
import { checkCatalog, entryKey, extractPlaceholders, formatProblems, parsePo } from "./translation-check-lib.mjs";

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
