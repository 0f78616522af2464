/**
 * ESLint rule `local/user-text-in-lingui`: the text a user reads goes through Lingui, so it is
 * extracted, translated and checked (CONVENTIONS.md; `npm test` checks the catalogs). It reports,
 * in JSX:
 * - text between tags (`<p>Saved</p>`), and a string or template literal placed there
 *   (`<p>{"Saved"}</p>`, `<p>{ok ? "Saved" : "Failed"}</p>`);
 * - a literal in an attribute a user reads or hears: aria-label, title, placeholder, alt, label...
 *
 * Text without a letter (digits, punctuation, symbols such as "·" or "×") is not language and is
 * allowed; so is everything inside Lingui's JSX macros (<Trans>, <Plural>, <Select>,
 * <SelectOrdinal>), and the exact texts of the `allow` option (names written the same in every
 * language; eslint.config.js says why each one is there). eslint-plugin-lingui's `no-unlocalized-strings` was tried first: it reports
 * every string of the program (keys, paths, class names) and cannot be limited to JSX.
 */

/** Attributes whose value is shown or spoken to the user. */
export const USER_VISIBLE_ATTRIBUTES = [
  "alt",
  "aria-description",
  "aria-label",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "label",
  "placeholder",
  "title",
];

const LINGUI_JSX_MACROS = new Set(["Trans", "Plural", "Select", "SelectOrdinal"]);
const LETTER = /\p{L}/u;

const hasLetter = (text) => LETTER.test(text);

/** The literal parts of an expression a JSX child or attribute would show: "a", `b`, x ? "c" : "d", x || "e". */
function shownLiterals(expression) {
  if (!expression) return [];
  switch (expression.type) {
    case "Literal":
      return typeof expression.value === "string" ? [expression] : [];
    case "TemplateLiteral":
      return expression.quasis.some((quasi) => hasLetter(quasi.value.cooked ?? quasi.value.raw)) ? [expression] : [];
    case "ConditionalExpression":
      return [...shownLiterals(expression.consequent), ...shownLiterals(expression.alternate)];
    case "LogicalExpression":
      return shownLiterals(expression.right);
    default:
      return [];
  }
}

const literalText = (node) => (node.type === "Literal" ? String(node.value) : node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(""));

function insideLinguiMacro(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === "JSXElement" && parent.openingElement.name.type === "JSXIdentifier" && LINGUI_JSX_MACROS.has(parent.openingElement.name.name)) return true;
  }
  return false;
}

export const userTextInLingui = {
  meta: {
    type: "problem",
    docs: { description: "User-visible text in JSX goes through Lingui (<Trans>, t``, msg``)." },
    schema: [{ type: "object", properties: { allow: { type: "array", items: { type: "string" } } }, additionalProperties: false }],
    messages: {
      text: "Text shown to the user must go through Lingui: wrap it in <Trans> (or t`` from useLingui) so it is translated.",
      attribute: 'The "{{name}}" attribute is read by users: give it t`...` from useLingui (or i18n._(msg`...`)) so it is translated.',
    },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const isLanguage = (text) => hasLetter(text) && !allowed.has(text.trim());
    const reportText = (node) => {
      if (!insideLinguiMacro(node)) context.report({ node, messageId: "text" });
    };
    return {
      JSXText(node) {
        if (isLanguage(node.value)) reportText(node);
      },
      "JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer"(node) {
        for (const literal of shownLiterals(node.expression)) if (isLanguage(literalText(literal))) reportText(literal);
      },
      JSXAttribute(node) {
        const name = node.name.type === "JSXIdentifier" ? node.name.name : `${node.name.namespace.name}:${node.name.name.name}`;
        if (!USER_VISIBLE_ATTRIBUTES.includes(name) || !node.value) return;
        const literals = node.value.type === "Literal" ? [node.value] : node.value.type === "JSXExpressionContainer" ? shownLiterals(node.value.expression) : [];
        for (const literal of literals) {
          if (isLanguage(literalText(literal))) context.report({ node: literal, messageId: "attribute", data: { name } });
        }
      },
    };
  },
};

export default { rules: { "user-text-in-lingui": userTextInLingui } };
