import { useSearchParams } from "react-router-dom";
import { viewOf } from "./queries";
import { RuleCreate, RuleEdit } from "./rule-editor";
import { RuleView } from "./rule-view";
import { RulesList } from "./rules-list";

/**
 * /settings/shipping_rules (issue 22; configuration area, sections 2 to 5): the seller's rules,
 * a new one, one rule with its "Test rule" panel, and its edit, all at the one address the spec
 * names (the view is in the query, see queries.ts). Read-only for a Seller Viewer; the server
 * refuses their writes anyway.
 */
export function ShippingRulesPage() {
  const [params] = useSearchParams();
  const view = viewOf(params);
  if (view.kind === "new") return <RuleCreate />;
  if (view.kind === "rule") return view.edit ? <RuleEdit key={view.id} id={view.id} /> : <RuleView key={view.id} id={view.id} />;
  return <RulesList page={view.page} />;
}
