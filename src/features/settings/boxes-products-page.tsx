/** Issue 6: being built. */
export function BoxesProductsPage() {
  return null;
}
