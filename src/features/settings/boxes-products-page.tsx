import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useMeasurementSystem } from "../../api/queries/shared-queries";
import { useCan } from "../../api/use-can";
import { useSessionUser } from "../../api/use-session-user";
import { templateQueries } from "../../offline/templates";
import { useOnline } from "../../ui/use-online";
import { BoxTemplatesSection } from "./box-templates-section";
import styles from "./boxes-products-page.module.css";
import { ProductTemplatesSection } from "./product-templates-section";
import { ProductsImportField } from "./products-import-field";

/**
 * /settings/boxes-products: the seller's box and product templates (configuration area section
 * 3 "Box", "Product"). Read from and written to the device (src/offline/templates/), so the page
 * works offline; the outbox sends the changes and a refresh brings the server's lists when online.
 * Sizes are shown and typed in the user's units (GET /v1/measure) and stored metric.
 *
 * The parts: box-templates-section.tsx and product-templates-section.tsx (each a list and its
 * form), built on templates-section.tsx, template-row.tsx and template-form.tsx, which the two
 * share; the forms' values are read in box-/product-template-values.ts and template-values.ts.
 */

export function BoxesProductsPage() {
  const user = useSessionUser();
  const online = useOnline();
  const system = useMeasurementSystem();
  const sellerId = user?.seller_id;
  // The server refuses a viewer's writes; the page does not offer them.
  const readOnly = !useCan("seller:write");
  // The server's lists when there is a network; the device's copy otherwise (and meanwhile).
  const templates = templateQueries.refresh(sellerId);
  const refresh = useQuery({ ...templates, enabled: online && templates.enabled });

  return (
    <div className={styles.page}>
      <h1>
        <Trans>Boxes and products</Trans>
      </h1>
      {!online && (
        <p className={styles.hint} role="status">
          <Trans>You are offline. Changes are saved on this device and sent when the connection returns.</Trans>
        </p>
      )}
      {online && refresh.isError && (
        <p className={styles.hint} role="status">
          <Trans>The server's templates could not be loaded; showing the ones saved on this device.</Trans>
        </p>
      )}
      {readOnly && (
        <p className={styles.hint}>
          <Trans>You can look at the templates; an administrator or operator can change them.</Trans>
        </p>
      )}
      <BoxTemplatesSection sellerId={sellerId} system={system} readOnly={readOnly} />
      <ProductTemplatesSection sellerId={sellerId} system={system} readOnly={readOnly} />
      {!readOnly && <ProductsImportField />}
    </div>
  );
}
