/**
 * Input masks (spec section 5: CPF ###.###.###-##, CNPJ ##.###.###/####-##, CEP #####-###, and the
 * per-country masks of the reference data). `#` takes a digit, `A` a letter, `*` either; any other
 * mask character is written for the user as soon as the next typed character needs it.
 */

const accepts = (slot: string, char: string) =>
  slot === "#" ? /\d/.test(char) : slot === "A" ? /[a-z]/i.test(char) : slot === "*" ? /[a-z0-9]/i.test(char) : false;
const isSlot = (slot: string) => slot === "#" || slot === "A" || slot === "*";

/** The typed text laid into the mask; characters the mask cannot take are dropped. */
export function applyMask(mask: string, typed: string): string {
  const chars = [...typed].filter((c) => /[a-z0-9]/i.test(c));
  let out = "";
  // Separators wait for the character after them: "12345" stays "12345", not "12345-".
  let separators = "";
  let next = 0;
  for (const slot of mask) {
    if (next >= chars.length) break;
    if (!isSlot(slot)) {
      separators += slot;
      continue;
    }
    while (next < chars.length && !accepts(slot, chars[next]!)) next += 1;
    if (next >= chars.length) break;
    // Letters are upper case in every document and postal code the masks describe (CPA, RUT's K, RFC).
    out += separators + chars[next]!.toUpperCase();
    separators = "";
    next += 1;
  }
  return out;
}

const significant = (text: string) => [...text].filter((c) => /[a-z0-9]/i.test(c));
/** How many characters a mask takes ("#####-###": 8). */
export const slotCount = (mask: string) => [...mask].filter(isSlot).length;

/** The mask keeps every typed character: each one lands in a slot that takes it. */
const holdsAll = (mask: string, chars: readonly string[]) => significant(applyMask(mask, chars.join(""))).length === chars.length;

/**
 * Of several masks (CPF, then CNPJ), the shortest whose slots take all the typed characters: by
 * count, and by kind, so a letter picks Argentina's CPA "A####AAA" over the old "####". When none
 * takes them all, the shortest that is long enough, else the longest.
 */
export function pickMask(masks: readonly string[], typed: string): string | undefined {
  const chars = significant(typed);
  const bySize = [...masks].sort((a, b) => slotCount(a) - slotCount(b));
  const longEnough = bySize.filter((mask) => slotCount(mask) >= chars.length);
  return longEnough.find((mask) => holdsAll(mask, chars)) ?? longEnough[0] ?? bySize[bySize.length - 1];
}
