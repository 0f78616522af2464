/** Box and product templates on the device, synced through the outbox. */
export type { LocalBoxTemplate, LocalProductTemplate, TemplateSync } from "./template-rows";
export {
  clearTemplates,
  refreshTemplates,
  removeBoxTemplate,
  removeProductTemplate,
  saveBoxTemplate,
  saveProductTemplate,
  useBoxTemplates,
  useProductTemplates,
} from "./templates-store";
export { templateQueries } from "./refresh-query";
