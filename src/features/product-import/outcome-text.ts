import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ProductImportLine } from "../../api/schemas/product-import";
import { productColumnLabel, productImportProblemText } from "../../ui/product-import-problem-text";

/** A line's outcome and messages in the user's language. */

export function outcomeText(outcome: ProductImportLine["outcome"], i18n: I18n): string {
  switch (outcome) {
    case "created":
      return i18n._(msg({ message: "Created", context: "a line's outcome" }));
    case "updated":
      return i18n._(msg({ message: "Updated", context: "a line's outcome" }));
    case "rejected":
      return i18n._(msg({ message: "Rejected", context: "a line's outcome" }));
  }
}

/** "Category: Choose a category from the list". */
export function lineMessages(line: ProductImportLine, i18n: I18n): string[] {
  return line.problems.map((problem) => {
    const text = productImportProblemText(problem, i18n);
    return problem.column ? `${productColumnLabel(problem.column, i18n)}: ${text}` : text;
  });
}
