import { ipBytes } from "../http/ip-bytes";
import type { MachineNames } from "./machine-names";

/**
 * The trial CA's name constraints (RFC 5280 4.2.1.10, decision 069): the CA may vouch for this
 * machine's names and addresses only, so its key, if it leaks from DATA_DIR/tls, cannot make a
 * certificate for a bank that the phones which trusted the CA would accept. Written and read as
 * DER here (a few tags; the certificate library has no class for it):
 *
 *   NameConstraints ::= SEQUENCE { permittedSubtrees [0] SEQUENCE OF GeneralSubtree }
 *   GeneralSubtree  ::= SEQUENCE { base GeneralName }
 *   GeneralName     ::= dNSName [2] IA5String | iPAddress [7] OCTET STRING (address, then mask)
 */
export const NAME_CONSTRAINTS_OID = "2.5.29.30";

const SEQUENCE = 0x30;
const PERMITTED = 0xa0;
const DNS_NAME = 0x82;
const IP_ADDRESS = 0x87;

function tlv(tag: number, content: Uint8Array): Uint8Array {
  const length = content.length;
  const lengthBytes = length < 0x80 ? [length] : length < 0x100 ? [0x81, length] : [0x82, length >> 8, length & 0xff];
  return Uint8Array.from([tag, ...lengthBytes, ...content]);
}

const concat = (parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

/** The extension's DER value permitting exactly these names and addresses (each address alone: a full mask). */
export function nameConstraintsDer(names: MachineNames): Uint8Array {
  const dns = names.dns.map((name) => tlv(DNS_NAME, new TextEncoder().encode(name)));
  const ips = names.ips.flatMap((ip) => {
    const bytes = ipBytes(ip);
    return bytes ? [tlv(IP_ADDRESS, concat([bytes, new Uint8Array(bytes.length).fill(0xff)]))] : [];
  });
  const subtrees = [...dns, ...ips].map((base) => tlv(SEQUENCE, base));
  return tlv(SEQUENCE, tlv(PERMITTED, concat(subtrees)));
}

/** The TLVs one after another in `bytes`: [tag, content]. */
function* elements(bytes: Uint8Array): Generator<[number, Uint8Array]> {
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at]!;
    let length = bytes[at + 1]!;
    let start = at + 2;
    if (length & 0x80) {
      const count = length & 0x7f;
      length = 0;
      for (let i = 0; i < count; i += 1) length = (length << 8) | bytes[start + i]!;
      start += count;
    }
    yield [tag, bytes.subarray(start, start + length)];
    at = start + length;
  }
}

/** Whether a CA's name constraints (DER) permit every one of `names`; false when it has none of ours. */
export function permitsAll(der: Uint8Array, names: MachineNames): boolean {
  const dns = new Set<string>();
  const ips = new Set<string>();
  for (const [tag, constraints] of elements(der)) {
    if (tag !== SEQUENCE) return false;
    for (const [kind, subtrees] of elements(constraints)) {
      if (kind !== PERMITTED) continue;
      for (const [, subtree] of elements(subtrees)) {
        for (const [type, value] of elements(subtree)) {
          if (type === DNS_NAME) dns.add(new TextDecoder().decode(value));
          if (type === IP_ADDRESS) ips.add(Buffer.from(value).toString("hex"));
        }
      }
    }
  }
  const fullMask = (ip: string) => {
    const bytes = ipBytes(ip);
    return bytes ? Buffer.from(concat([bytes, new Uint8Array(bytes.length).fill(0xff)])).toString("hex") : "";
  };
  return names.dns.every((name) => dns.has(name)) && names.ips.every((ip) => ips.has(fullMask(ip)));
}
