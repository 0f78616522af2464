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
  let next = 0;
  for (const slot of mask) {
    if (next >= chars.length) break;
    if (!isSlot(slot)) {
      out += slot;
      continue;
    }
    while (next < chars.length && !accepts(slot, chars[next]!)) next += 1;
    if (next >= chars.length) break;
    out += slot === "A" ? chars[next]!.toUpperCase() : chars[next]!;
    next += 1;
  }
  return out;
}

/** Of several masks (CPF, then CNPJ), the shortest whose slots hold all the typed characters. */
export function pickMask(masks: readonly string[], typed: string): string | undefined {
  const count = [...typed].filter((c) => /[a-z0-9]/i.test(c)).length;
  const slots = (mask: string) => [...mask].filter(isSlot).length;
  return [...masks].sort((a, b) => slots(a) - slots(b)).find((mask) => slots(mask) >= count) ?? masks[masks.length - 1];
}
