/** Postcodes context constants (ADR 0029). */

/** The bundled file (src/modules/postcodes/data): every live GB postcode, Code-Point Open, OGL v3.0. */
export const POSTCODE_FILE = 'postcodes-gb.csv.br';
/** Its SHA-256 as published with it (/shared/data/README.md); a different file is loaded, with a warning. */
export const POSTCODE_FILE_SHA256 = 'f1b4512d3a94a163b1739733af9686c237a6f869b575ea921d102b9646822e92';
/** Rows per batch statement of the load (measured: docs/performance.md "Postcodes"). */
export const POSTCODE_LOAD_BATCH_ROWS = 10_000;
/** Advisory-lock key (int8) that lets one loader run at a time across workers: 'PCOD' in ASCII. */
export const POSTCODE_LOAD_LOCK_KEY = 0x50434f44;
/** When a worker found another loading (or its load failed), it looks again this much later. */
export const POSTCODE_LOAD_RETRY_MS = 5 * 60_000;

/** Type-ahead: a prefix of at least this many characters (spaces not counted) gets suggestions. */
export const POSTCODE_PREFIX_MIN_CHARS = 2;
/** At most this many suggestions per answer. */
export const POSTCODE_SUGGESTIONS_MAX = 8;
/** The portal waits this long after the last keystroke before asking. */
export const POSTCODE_TYPEAHEAD_DEBOUNCE_MS = 150;
/** Per-IP fixed window of the type-ahead rate limit: a person types a few prefixes per search. */
export const POSTCODE_SUGGEST_RATE_WINDOW_SECONDS = 60;

export const POSTCODE_MESSAGES = {
  prefixInvalid: 'Enter the start of a postcode, like SW1A 1.',
  tooMany: 'Too many postcode look-ups. Please wait a minute and try again.',
  suggestionsCount: (n: number) => (n === 1 ? '1 postcode suggestion.' : `${n} postcode suggestions.`),
  noSuggestions: 'No matching postcodes.',
} as const;

/** The nations of Great Britain a postcode can be in: England, Scotland, Wales (postcode-nation.rules.ts). */
export const NATIONS = ['england', 'scotland', 'wales'] as const;
export type Nation = (typeof NATIONS)[number];
