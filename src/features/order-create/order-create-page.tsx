/** Issue 6: being built. */
export function OrderCreatePage() {
  return null;
}
