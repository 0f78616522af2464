/** Issue 6: being built. */
export function AdvancedPage() {
  return null;
}
