import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useCan } from "../../api/use-can";
import { useSessionUser } from "../../api/use-session-user";
import { ApiErrorAlert } from "../../ui/api-error";
import { AddressesSection } from "./addresses-section";
import { CompanyForm } from "./company-form";
import { CompanyImages } from "./company-images";
import { companyQuery } from "./queries";
import styles from "./company.module.css";

/**
 * /company (configuration area sections 2 and 3; decision 054): the company's data, brand logo,
 * signature, colours, return address and ship-from addresses. Every group reads it; Seller Admin
 * and Seller Operation change it (the server refuses anyone else).
 */
export function CompanyPage() {
  const user = useSessionUser();
  const sellerId = user?.seller_id;
  const company = useQuery(companyQuery(sellerId));
  const canWrite = useCan("seller:write");

  return (
    <section className={styles.page} aria-labelledby="company-title">
      <h1 id="company-title">
        <Trans>Company</Trans>
      </h1>
      {company.isPending && sellerId !== undefined && (
        <p role="status">
          <Trans>Loading the company…</Trans>
        </p>
      )}
      {company.error ? <ApiErrorAlert error={company.error} /> : null}
      {company.data && (
        <>
          <CompanyForm key={company.data.id} company={company.data} canWrite={canWrite} />
          <CompanyImages company={company.data} canWrite={canWrite} />
          <AddressesSection sellerId={company.data.id} canWrite={canWrite} />
        </>
      )}
    </section>
  );
}
