/** Issue 6: being built. */
export function QuotesPage() {
  return null;
}
