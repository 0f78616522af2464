import { useEffect, useId, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { companyLogoUrl, fetchCompanySignature, uploadCompanyLogo, uploadCompanySignature } from "../../api/calls/company";
import { type Company, MAX_SIGNATURE_BYTES } from "../../api/schemas/company";
import { MAX_LOGO_IMAGE_BYTES, RECOMMENDED_LOGO_WIDTH } from "../../api/schemas/tracking-settings";
import { Button } from "../../ui/button";
import { FieldErrors } from "../../ui/fields";
import { formatDateTime } from "../../ui/format/date";
import { trackSaving } from "../../ui/saving-events";
import { showToast } from "../../ui/toast";
import { COMPANY_TEXTS, fieldErrorsOf } from "./company-messages";
import { checkPng } from "./image-check";
import { companyQuery } from "./queries";
import styles from "./company.module.css";

/**
 * The brand logo (the tracking page shows the same one) and the signature: each a png chosen,
 * checked by its bytes and size, uploaded, and shown back from the server.
 */
export function CompanyImages({ company, canWrite }: { company: Company; canWrite: boolean }) {
  return (
    <>
      <LogoSection company={company} canWrite={canWrite} />
      <SignatureSection company={company} canWrite={canWrite} />
    </>
  );
}

function useUpload(company: Company, field: string, upload: (file: File, key: string) => Promise<unknown>) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<string[]>([]);
  const mutation = useMutation({
    mutationFn: (file: File) => trackSaving(() => upload(file, crypto.randomUUID())),
    onSuccess: async () => {
      setProblems([]);
      showToast(t`Settings updated`, "success");
      await queryClient.invalidateQueries({ queryKey: companyQuery(company.id).queryKey });
    },
    onError: (error) => {
      const byField = fieldErrorsOf(error, (d) => i18n._(d));
      const mine = [...(byField[field] ?? []), ...(byField.authorized ?? [])];
      setProblems(mine.length > 0 ? mine : [t`Could not save, try again later`]);
    },
  });
  return { mutation, problems, setProblems };
}

function LogoSection({ company, canWrite }: { company: Company; canWrite: boolean }) {
  const { i18n, t } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const { mutation, problems, setProblems } = useUpload(company, "company_logo", (chosen, key) => uploadCompanyLogo(company.id, chosen, key));
  const logo = company.logo_image;

  return (
    <section className={styles.group} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.legend}>
        <Trans>Brand logo</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>A PNG image, {RECOMMENDED_LOGO_WIDTH} pixels wide recommended. The tracking page shows it too.</Trans>
      </p>
      {logo ? <img className={styles.image} src={companyLogoUrl(company.id, logo.version)} alt={t`The company's logo`} width={logo.width} height={logo.height} /> : <p><Trans>No logo yet.</Trans></p>}
      {canWrite && (
        <form
          className={styles.actions}
          onSubmit={async (event) => {
            event.preventDefault();
            if (!file) return setProblems([i18n._(COMPANY_TEXTS.blank)]);
            const problem = await checkPng(file, MAX_LOGO_IMAGE_BYTES);
            if (problem) return setProblems([i18n._(problem === "not-png" ? COMPANY_TEXTS.invalidFileFormat : COMPANY_TEXTS.logoTooHeavy)]);
            mutation.mutate(file);
          }}
        >
          <label htmlFor={inputId}>
            <Trans>Logo file</Trans>
          </label>
          <input id={inputId} type="file" accept="image/png" aria-invalid={problems.length > 0 || undefined} aria-describedby={problems.length > 0 ? errorId : undefined} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          <Button type="submit" variant="secondary" busy={mutation.isPending}>
            <Trans>Upload the logo</Trans>
          </Button>
          <FieldErrors id={errorId} errors={problems} />
        </form>
      )}
    </section>
  );
}

function SignatureSection({ company, canWrite }: { company: Company; canWrite: boolean }) {
  const { i18n, t } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [authorized, setAuthorized] = useState(false);
  const { mutation, problems, setProblems } = useUpload(company, "company_signature", (chosen, key) => uploadCompanySignature(company.id, chosen, key));
  const signature = company.signature;
  const image = useQuery({
    queryKey: ["company-signature", company.id, signature?.version] as const,
    queryFn: ({ signal }) => fetchCompanySignature(company.id, signal),
    enabled: signature !== null,
  });
  const url = useObjectUrl(image.data);
  const authorizedBy = signature?.authorized_by ?? "";
  const authorizedOn = signature ? formatDateTime(signature.authorized_at, {}, i18n) : "";

  return (
    <section className={styles.group} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.legend}>
        <Trans>Signature</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>The signature the company's documents may carry, as a PNG image.</Trans>
      </p>
      {signature ? (
        <>
          {url && <img className={styles.image} src={url} alt={t`The company's signature`} width={signature.width} height={signature.height} />}
          <p>
            <Trans>
              Authorised by {authorizedBy} on {authorizedOn}.
            </Trans>
          </p>
        </>
      ) : (
        <p>
          <Trans>No signature yet.</Trans>
        </p>
      )}
      {canWrite && (
        <form
          className={styles.actions}
          onSubmit={async (event) => {
            event.preventDefault();
            if (!file) return setProblems([i18n._(COMPANY_TEXTS.blank)]);
            if (!authorized) return setProblems([i18n._(COMPANY_TEXTS.signatureNotAuthorized)]);
            const problem = await checkPng(file, MAX_SIGNATURE_BYTES);
            if (problem) return setProblems([i18n._(problem === "not-png" ? COMPANY_TEXTS.invalidFileFormat : COMPANY_TEXTS.signatureTooHeavy)]);
            mutation.mutate(file);
          }}
        >
          <label htmlFor={inputId}>
            <Trans>Signature file</Trans>
          </label>
          <input id={inputId} type="file" accept="image/png" aria-invalid={problems.length > 0 || undefined} aria-describedby={problems.length > 0 ? errorId : undefined} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          <label className={styles.check}>
            <input type="checkbox" checked={authorized} onChange={(e) => setAuthorized(e.target.checked)} />
            <Trans>I am authorised to use this signature on the company's documents</Trans>
          </label>
          <Button type="submit" variant="secondary" busy={mutation.isPending}>
            <Trans>Upload the signature</Trans>
          </Button>
          <FieldErrors id={errorId} errors={problems} />
        </form>
      )}
    </section>
  );
}

/** A blob shown by an <img>, its URL let go when the blob changes or the screen closes. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
