import type { StateOption } from "./country-states";

/**
 * Finding a state from what the user types in the State field (issue 14: "SP" must pick São
 * Paulo, never another state). People type the code printed on addresses ("SP", "CABA" aside, the
 * ISO code) or the name, often without accents ("Sao Paulo", "parana"), so both are matched, in
 * this order of strength:
 *   1. the code, exactly;
 *   2. the name, exactly;
 *   3. the name's start, then the start of one of its words ("Paulo", "Sul");
 *   4. the code's start;
 *   5. anywhere in the name.
 * Case, accents and surrounding spaces never matter. The field's own display form of a chosen
 * state ("São Paulo (SP)") matches that state exactly.
 */

/** Lower case without accents or extra spaces: "  São  Paulo " -> "sao paulo". */
export function foldForMatch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** How a state is written in the field once chosen: its name and its code. */
export const stateDisplay = (state: StateOption) => `${state.name} (${state.code})`;

/** 0 is the strongest; undefined: no match. */
function strength(state: StateOption, typed: string): number | undefined {
  const code = foldForMatch(state.code);
  const name = foldForMatch(state.name);
  if (code === typed) return 0;
  if (name === typed || foldForMatch(stateDisplay(state)) === typed) return 1;
  if (name.startsWith(typed)) return 2;
  if (name.split(" ").some((word) => word.startsWith(typed))) return 3;
  if (code.startsWith(typed)) return 4;
  if (name.includes(typed)) return 5;
  return undefined;
}

/** The states that match `typed`, strongest first (list order within a strength); all of them for nothing typed. */
export function matchStates(states: readonly StateOption[], typed: string): StateOption[] {
  const folded = foldForMatch(typed);
  if (folded === "") return [...states];
  return states
    .map((state, index) => ({ state, index, rank: strength(state, folded) }))
    .filter((entry): entry is { state: StateOption; index: number; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.state);
}

/**
 * The one state that `typed` names beyond doubt, or undefined: its code or its name exactly, or
 * the only state that matches at all. Used to choose while the user types, so it never guesses
 * between two candidates ("S" chooses nothing; "SP" chooses São Paulo).
 */
export function stateNamedBy(states: readonly StateOption[], typed: string): StateOption | undefined {
  const folded = foldForMatch(typed);
  if (folded === "") return undefined;
  const exact = states.find((state) => strength(state, folded) === 0) ?? states.find((state) => strength(state, folded) === 1);
  if (exact) return exact;
  const matches = matchStates(states, typed);
  return matches.length === 1 ? matches[0] : undefined;
}
