import { Link } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { pageWindow } from "./page-window";
import styles from "./table.module.css";

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page: pages are links, so they open in a new tab and survive a reload. */
  pageHref: (page: number) => string;
}

/** The spec's 7 page links with previous and next; the current page is marked, not a link. */
export function Pagination({ page, pageCount, pageHref }: PaginationProps) {
  const { t } = useLingui();
  const pages = pageWindow(page, pageCount);
  return (
    <nav aria-label={t`Pagination`} className={styles.pagination}>
      <ul>
        <li>
          <PageLink target={page - 1} disabled={page <= 1} href={pageHref} label={t`Previous page`}>
            <span aria-hidden="true">‹</span>
          </PageLink>
        </li>
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span className={`${styles.pageLink} ${styles.current}`} aria-current="page" aria-label={t`Page ${number}`}>
                {number}
              </span>
            ) : (
              <Link className={styles.pageLink} to={pageHref(number)} aria-label={t`Page ${number}`}>
                {number}
              </Link>
            )}
          </li>
        ))}
        <li>
          <PageLink target={page + 1} disabled={page >= pageCount} href={pageHref} label={t`Next page`}>
            <span aria-hidden="true">›</span>
          </PageLink>
        </li>
      </ul>
      <p className={styles.pageOf}>
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </p>
    </nav>
  );
}

interface PageLinkProps {
  target: number;
  disabled: boolean;
  href: (page: number) => string;
  label: string;
  children: React.ReactNode;
}

/** Previous and next: a link while there is somewhere to go, otherwise a disabled mark. */
function PageLink({ target, disabled, href, label, children }: PageLinkProps) {
  if (disabled) {
    return (
      <span className={`${styles.pageLink} ${styles.disabled}`} role="link" aria-disabled="true" aria-label={label}>
        {children}
      </span>
    );
  }
  return (
    <Link className={styles.pageLink} to={href(target)} aria-label={label}>
      {children}
    </Link>
  );
}
