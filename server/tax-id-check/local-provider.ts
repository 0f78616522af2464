import { type TaxIdProvider, TaxIdUnavailableError } from "./provider";

/**
 * The local stand-in of the tax authority (decision 064): deterministic, so the demo and the tests
 * can show every answer. A CPF (already valid by its check digits: the wizard's rules refuse the
 * others first) whose first three digits are
 * - IRREGULAR_CPF_PREFIX: the authority says it is not regular;
 * - UNREACHABLE_CPF_PREFIX: the authority cannot be reached;
 * - anything else: regular.
 */
export const IRREGULAR_CPF_PREFIX = "999";
export const UNREACHABLE_CPF_PREFIX = "888";

export const localTaxIdProvider: TaxIdProvider = {
  async checkCpf(cpf) {
    if (cpf.startsWith(UNREACHABLE_CPF_PREFIX)) throw new TaxIdUnavailableError("The local stand-in simulates an authority that cannot be reached");
    return cpf.startsWith(IRREGULAR_CPF_PREFIX) ? "irregular" : "regular";
  },
};
