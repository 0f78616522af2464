/** Moved to src/domain (the server reads typed numbers too: product import, issue 17). */
export { parseDecimal } from "../../domain/parse-decimal";
