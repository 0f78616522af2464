import type { ReactNode } from "react";
import { ApiErrorAlert } from "./api-error";

/**
 * What a screen about one record (a user, a rule) says until the record is there: that it does
 * not exist for this seller (a 404, told apart by the caller), why it could not be read, or that
 * it is loading. One home for the three, so every such screen words and announces them alike.
 */
export function RecordLoadState({
  query,
  missing,
  missingText,
  loadingText,
}: {
  query: { error: unknown; isLoading: boolean };
  missing: boolean;
  missingText: ReactNode;
  loadingText: ReactNode;
}) {
  if (missing) return <p role="alert">{missingText}</p>;
  if (query.error) return <ApiErrorAlert error={query.error} />;
  if (query.isLoading) return <p role="status">{loadingText}</p>;
  return null;
}
