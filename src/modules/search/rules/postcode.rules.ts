import { isValid, toNormalised, toOutcode, validOutcode } from 'postcode';
import { SEARCH_MESSAGES } from '../search.constants.js';
import { SearchErrorCode } from '../search.errors.js';

export type PostcodeCheck =
  | { ok: true; postcode: string; outcode: string }
  | {
      ok: false;
      code: typeof SearchErrorCode.PostcodeRequired | typeof SearchErrorCode.PostcodeInvalid | typeof SearchErrorCode.NorthernIreland | typeof SearchErrorCode.OutsideGb;
      message: string;
    };

/** Areas with UK-style postcodes that the service does not cover (Northern Ireland, Channel Islands, Isle of Man). */
const NOT_COVERED: Record<string, typeof SearchErrorCode.NorthernIreland | typeof SearchErrorCode.OutsideGb> = {
  BT: SearchErrorCode.NorthernIreland,
  GY: SearchErrorCode.OutsideGb,
  JE: SearchErrorCode.OutsideGb,
  IM: SearchErrorCode.OutsideGb,
};

/**
 * Validates and normalises a patient's postcode (spaces, stray punctuation and case do not matter). A full postcode or,
 * as a courtesy, a bare district ("SW1A") is accepted. Northern Ireland and the Crown dependencies are
 * refused with a clear message: the service covers England, Scotland and Wales.
 */
export function checkPostcode(input: unknown): PostcodeCheck {
  const raw = typeof input === 'string' ? input.trim() : '';
  if (!raw) return { ok: false, code: SearchErrorCode.PostcodeRequired, message: SEARCH_MESSAGES.postcodeRequired };
  // Letters and digits only: a pasted or dictated postcode ("m1 1ae.", "M 1 1 A E") is the same postcode.
  const compact = raw.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  let postcode: string | null = null;
  let outcode: string | null = null;
  if (isValid(compact)) {
    postcode = toNormalised(compact);
    outcode = toOutcode(compact);
  } else if (compact.length <= 4 && validOutcode(compact)) {
    postcode = compact;
    outcode = compact;
  }
  if (!postcode || !outcode)
    return { ok: false, code: SearchErrorCode.PostcodeInvalid, message: SEARCH_MESSAGES.postcodeInvalid };
  const area = outcode.match(/^[A-Z]+/)?.[0] ?? '';
  const refusal = NOT_COVERED[area];
  if (refusal === SearchErrorCode.NorthernIreland)
    return { ok: false, code: refusal, message: SEARCH_MESSAGES.northernIreland };
  if (refusal) return { ok: false, code: refusal, message: SEARCH_MESSAGES.outsideGb };
  return { ok: true, postcode, outcode };
}
