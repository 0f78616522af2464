/** Types for translation-check-lib.mjs (plain JS so the check script runs on bare Node). */

export interface PoEntry {
  /** msgid, prefixed by msgctxt and U+0004 when there is a context. */
  key: string;
  msgctxt: string | undefined;
  msgid: string;
  msgidPlural: string | undefined;
  /** msgstr, or msgstr[0..n] for plural entries; never empty (a missing msgstr reads as [""]). */
  msgstr: string[];
  /** Comment lines as written ("#. ...", "#: ...", "#, ..."). */
  comments: string[];
  /** Written as `#~` lines: no longer in the source. */
  obsolete: boolean;
  /** The header entry (empty msgid, no context). */
  header: boolean;
  /** 1-based line of the entry's first keyword. */
  line: number;
}

export interface Placeholders {
  /** Argument names, sorted, without repeats: {name} → "name". */
  args: string[];
  /** Component tags, sorted, with repeats: "<0>", "</0>", "<1/>". */
  tags: string[];
}

interface ProblemBase {
  msgid: string;
  msgctxt: string | undefined;
}

export type Problem =
  | (ProblemBase & { kind: "missing" })
  | (ProblemBase & { kind: "empty"; line: number })
  | (ProblemBase & { kind: "placeholders"; line: number; translation: string; expected: Placeholders; found: Placeholders });

export interface CatalogCheck {
  /** Non-obsolete messages in the source catalog. */
  total: number;
  problems: Problem[];
}

export interface MessageRef {
  msgid: string;
  msgctxt: string | undefined;
}

export interface CatalogDiff {
  /** In the source, not in the tracked catalog. */
  added: MessageRef[];
  /** In the tracked catalog, no longer in the source. */
  removed: MessageRef[];
  changed: (MessageRef & { what: ("plural" | "text" | "comments")[] })[];
  /** Entries already marked obsolete (#~) that `--clean` would drop. */
  obsoleteDropped: number;
  /** Same messages, another order. */
  reordered: boolean;
}

export function entryKey(context: string | undefined, id: string): string;
export function parsePo(text: string): PoEntry[];
export function extractPlaceholders(message: string): Placeholders;
export function checkCatalog(source: PoEntry[], target: PoEntry[]): CatalogCheck;
export function formatProblems(locale: string, problems: Problem[]): string;
export function diffCatalogs(tracked: PoEntry[], extracted: PoEntry[]): CatalogDiff;
export function catalogDiffIsEmpty(diff: CatalogDiff): boolean;
export function formatCatalogChanges(files: Map<string, CatalogDiff>): string;

export interface Inconsistency extends MessageRef {
  versions: { file: string; msgstr: string[] }[];
}
export function findInconsistentTranslations(catalogs: Map<string, PoEntry[]>): Inconsistency[];
export function formatInconsistencies(locale: string, found: Inconsistency[]): string;
