/**
 * The strict tax-id (CPF) check against the national tax authority (configuration area section 3,
 * "Advanced"; decision 064). The server asks a provider; this version ships only the local
 * stand-in (local-provider.ts), used in the demo and the tests. A deployment that contracts the
 * authority's service writes an adapter of this interface and passes it as `ServerDeps.taxIdCheck`.
 */

/** The authority's answer about one CPF: regular, or not (suspended, cancelled, unknown, holder dead). */
export type TaxIdVerdict = "regular" | "irregular";

export interface TaxIdProvider {
  /** `cpf`: its 11 digits. Throws TaxIdUnavailableError when the authority cannot answer. */
  checkCpf(cpf: string): Promise<TaxIdVerdict>;
}

/** The authority could not be asked (down, timed out, refused us): the order is NOT passed unchecked. */
export class TaxIdUnavailableError extends Error {
  override name = "TaxIdUnavailableError";
}
