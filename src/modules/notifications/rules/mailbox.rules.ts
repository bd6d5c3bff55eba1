/**
 * One plain mailbox, `local@domain`: what every e-mail field takes (a booking, a correction, the
 * waitlist, a sign-in link, an account). Anything a mail library could read as more than one
 * recipient, or as another one, is refused: list separators, display names and angle brackets,
 * comments, quoted local parts, IP literals. The local part is RFC 5322's dot-atom in ASCII; the
 * domain is two or more DNS labels, an internationalised one in its ASCII (punycode) form, in lower
 * case. Pure and free of Node's modules (the WHATWG URL parser does the IDN), so the portal checks
 * with the same rule.
 */

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** The last label names a top-level domain: letters, or an internationalised one's punycode. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** URL syntax, white space and brackets never belong in a domain (and would let the URL parser read something else). */
const NOT_IN_DOMAIN = /[\s[\]@:\\/?#%<>()",;]/;

export const MAILBOX_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

/** The mailbox as stored and sent (the domain in ASCII, lower case), or undefined when it is not one plain mailbox. */
export function plainMailbox(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) return undefined;
  const local = text.slice(0, at);
  if (local.length > LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return undefined;
  const domain = asciiDomain(text.slice(at + 1));
  if (!domain) return undefined;
  const address = `${local}@${domain}`;
  return address.length <= MAILBOX_MAX_LENGTH ? address : undefined;
}

function asciiDomain(domain: string): string | undefined {
  if (!domain || NOT_IN_DOMAIN.test(domain)) return undefined;
  let host: string;
  try {
    host = new URL(`http://${domain}`).hostname;
  } catch {
    return undefined;
  }
  const labels = host.split('.');
  // Two labels at least; an IPv4 address (however written) ends in digits and is refused here.
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !TOP_LEVEL.test(labels[labels.length - 1])) return undefined;
  return host;
}
