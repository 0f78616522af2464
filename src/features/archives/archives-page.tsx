import { useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { JOB_KINDS, JOB_RETENTION_DAYS } from "../../api/schemas/jobs";
import { ApiErrorAlert } from "../../ui/api-error";
import { Pagination } from "../../ui/table/pagination";
import { useOnline } from "../../ui/use-online";
import { ArchiveRow } from "./archive-row";
import { KIND_NAMES } from "./job-words";
import { archiveQueries } from "./queries";
import { styles, table } from "./styles";

/** Jobs per page (the spec's default page size). */
export const ARCHIVE_PAGE_SIZE = 20;

/**
 * /archives (issue 17; spec sections 2 and 3 "Download"): every file the seller's jobs made, newest
 * first: bulk PDFs, imports and their logs, with type, status (an import's stage while it runs),
 * file name, creation date and messages, and a download per finished file, for as long as it is
 * kept. The list asks again every ARCHIVE_POLL_MS while one of its jobs is under way, and stops
 * when none is. Page and filters are in the URL. The server answers only the seller's jobs, and
 * their files to the seller's users only.
 */
export function ArchivesPage() {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const mine = params.get("mine") === "true";
  const kindParam = params.get("kind") ?? "";
  const kind = (JOB_KINDS as readonly string[]).includes(kindParam) ? kindParam : undefined;
  const pageNumber = Math.max(1, Number(params.get("page")) || 1);
  const list = useQuery({ ...archiveQueries.page({ limit: ARCHIVE_PAGE_SIZE, offset: (pageNumber - 1) * ARCHIVE_PAGE_SIZE, mine, kind }), enabled: online });
  const elements = list.data?.elements ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / ARCHIVE_PAGE_SIZE));

  const search = (next: { page?: number; mine?: boolean; kind?: string }) => {
    const query = new URLSearchParams();
    if (next.mine ?? mine) query.set("mine", "true");
    const nextKind = next.kind ?? kind;
    if (nextKind) query.set("kind", nextKind);
    if ((next.page ?? 1) > 1) query.set("page", String(next.page));
    return query;
  };
  const days = JOB_RETENTION_DAYS;

  return (
    <section style={styles.page} aria-labelledby="archives-title">
      <header style={styles.header}>
        <h1 id="archives-title" style={styles.title}>
          <Trans>Downloads</Trans>
        </h1>
        <label style={styles.filter}>
          <input type="checkbox" checked={mine} onChange={(event) => setParams(search({ mine: event.target.checked }))} />
          <Trans>Only mine</Trans>
        </label>
        <label style={styles.filter}>
          <Trans>Type</Trans>
          <select value={kind ?? ""} onChange={(event) => setParams(search({ kind: event.target.value }))}>
            <option value="">{t`All types`}</option>
            {JOB_KINDS.map((known) => (
              <option key={known} value={known}>
                {KIND_NAMES[known] ? i18n._(KIND_NAMES[known]) : known}
              </option>
            ))}
          </select>
        </label>
      </header>
      <p style={styles.rule}>
        <Trans>Files are kept for {days} days after they are made, then removed; each file says until when.</Trans>
      </p>
      {!online && (
        <p role="status">
          <Trans>You are offline. The downloads show when the connection returns.</Trans>
        </p>
      )}
      {list.error && <ApiErrorAlert error={list.error} />}
      {online && list.isPending && (
        <p role="status">
          <Trans>Loading downloads…</Trans>
        </p>
      )}
      {list.isSuccess && elements.length === 0 && (
        <p>{mine || kind ? <Trans>No files match these filters.</Trans> : <Trans>There are no files yet. PDFs of many orders and imports appear here.</Trans>}</p>
      )}
      {elements.length > 0 && (
        <div style={table.scroller}>
          <table style={table.table} aria-label={t`Downloads`}>
            <thead>
              <tr>
                <th scope="col" style={table.head}>
                  <Trans>Type</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>File</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Status</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Created</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Messages</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Download</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {elements.map((job) => (
                <ArchiveRow key={job.id} job={job} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 && <Pagination page={pageNumber} pageCount={pageCount} pageHref={(target) => `?${search({ page: target }).toString()}`} />}
    </section>
  );
}
