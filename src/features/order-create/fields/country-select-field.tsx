import { type ComponentProps, useLayoutEffect, useRef } from "react";
import { countryOptions } from "../../../ui/country-options";
import { FieldFrame } from "../../../ui/fields";
import formStyles from "../../../ui/form.module.css";

/**
 * A country select of the order wizard, drawn as SelectField draws it, made for speed: the
 * Shipment step has one per item, and ~245 countries times 20 items made some 5,000 option
 * elements that React created one by one on every visit of the step, most of a step change's
 * time (issue 6: a step change under 50 ms). Here React renders only the first option ("Choose a
 * country"); the countries are made once per language and cloned into each select by the browser.
 * The first select of a render gets them at once; further ones (items lower down) right after
 * the step is painted, a few per task, and at once when the user reaches one (focus, pointer,
 * key) first. Until then such a select holds its chosen country only, so it reads the same.
 * It is controlled by `value` like any select of the house (see the effects below).
 */

/**
 * Selects filled in the render that mounts them (a visible one costs ~8 ms of style on a slow
 * machine); the rest wait for the frame to be painted.
 */
const FILLED_AT_ONCE = 1;
/**
 * A filling task stops after this long and lets the browser handle input before going on. Short
 * slices cost a frame's style and layout each: the lists took twice as long to be complete.
 */
const FILL_SLICE_MS = 24;

/** Per language, the country options once; each select gets a deep clone. */
const optionsByLocale = new Map<string, { fragment: DocumentFragment; byCode: Map<string, HTMLOptionElement> }>();

function countryOptionNodes(locale: string) {
  let made = optionsByLocale.get(locale);
  if (!made) {
    const fragment = document.createDocumentFragment();
    const byCode = new Map<string, HTMLOptionElement>();
    for (const country of countryOptions(locale)) {
      const option = document.createElement("option");
      option.value = country.value;
      option.textContent = country.label;
      fragment.append(option);
      byCode.set(country.value, option);
    }
    made = { fragment, byCode };
    optionsByLocale.set(locale, made);
  }
  return made;
}

/**
 * The options a select got here. They are taken out when the language changes, not when the
 * select goes away: removing 245 options one by one would slow down leaving the step.
 */
const addedTo = new WeakMap<HTMLSelectElement, ChildNode[]>();

let filledThisCommit = 0;
const waiting = new Set<() => void>();
let draining = false;

function drain() {
  const started = performance.now();
  for (const fill of waiting) {
    fill();
    if (performance.now() - started > FILL_SLICE_MS) break;
  }
  if (waiting.size > 0) setTimeout(drain, 0);
  else draining = false;
}

/** Runs `fill` once the frame being prepared is painted (a task after the next animation frame). */
function fillLater(fill: () => void) {
  waiting.add(fill);
  if (draining) return;
  draining = true;
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(drain, 0));
  else setTimeout(drain, 0);
}

const REACHED = ["focus", "pointerdown", "mousedown", "keydown"] as const;

interface CountrySelectFieldProps extends Omit<ComponentProps<"select">, "id" | "children" | "value"> {
  label: string;
  /** The language the countries are named in (Intl.DisplayNames). */
  locale: string;
  /** The first option, value "": what the select says while no country is chosen. */
  placeholder: string;
  /** A country code, or "". */
  value: string;
  errors?: string[];
}

export function CountrySelectField({ label, locale, placeholder, value, errors, required, ...select }: CountrySelectFieldProps) {
  const ref = useRef<HTMLSelectElement>(null);
  const current = useRef(value);
  /** Shows the current value among the options in place (set by the effect below). */
  const showValue = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const { fragment, byCode } = countryOptionNodes(locale);
    for (const option of addedTo.get(node) ?? []) option.remove();
    const added: ChildNode[] = [];
    addedTo.set(node, added);
    let preview: HTMLOptionElement | null = null;
    let filled = false;

    // Like React for a controlled select: the option of `value`, else the first.
    const select = () => {
      if (node.value !== current.current) node.value = current.current;
      if (node.selectedIndex === -1) node.selectedIndex = 0;
    };
    const showPreview = () => {
      if ((preview?.value ?? "") !== current.current) {
        preview?.remove();
        const chosen = byCode.get(current.current);
        preview = chosen ? (chosen.cloneNode(true) as HTMLOptionElement) : null;
        added.length = 0;
        if (preview) {
          node.append(preview);
          added.push(preview);
        }
      }
      select();
    };
    const fill = () => {
      if (filled) return;
      filled = true;
      waiting.delete(fill);
      preview?.remove();
      preview = null;
      const clone = fragment.cloneNode(true) as DocumentFragment;
      added.splice(0, added.length, ...clone.childNodes);
      node.append(clone);
      select();
    };

    showValue.current = () => (filled ? select() : showPreview());
    if (filledThisCommit < FILLED_AT_ONCE) {
      // Layout effects of one commit run together: the count starts again after them.
      if (filledThisCommit === 0) queueMicrotask(() => (filledThisCommit = 0));
      filledThisCommit += 1;
      fill();
    } else {
      showPreview();
      fillLater(fill);
    }
    for (const event of REACHED) node.addEventListener(event, fill);
    return () => {
      waiting.delete(fill);
      for (const event of REACHED) node.removeEventListener(event, fill);
      showValue.current = () => undefined;
    };
  }, [locale]);

  // The value is kept here rather than by React: React walks all the options of a select whose
  // value it controls on every render of it (20 selects of 245 options on each keystroke of the
  // Shipment step). After every render, the select shows `value`, as a controlled one would.
  useLayoutEffect(() => {
    current.current = value;
    showValue.current();
  });

  return (
    <FieldFrame label={label} required={required} errors={errors}>
      {(control) => (
        <select ref={ref} {...control} className={formStyles.input} {...select}>
          <option value="">{placeholder}</option>
        </select>
      )}
    </FieldFrame>
  );
}
