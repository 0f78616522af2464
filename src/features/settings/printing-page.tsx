/** Issue 6: being built. */
export function PrintingPage() {
  return null;
}
