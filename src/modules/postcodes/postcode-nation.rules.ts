import type { Nation } from './postcodes.constants.js';
import { BORDER_SECTORS, DISTRICTS, SCOTTISH_AREAS, SECTORS, UNITS, WELSH_AREAS } from './postcode-nations.constants.js';

const SCOTTISH = new Set(SCOTTISH_AREAS);
const WELSH = new Set(WELSH_AREAS);
/** Districts with a sector in two nations: a bare district there does not say which. */
const BORDER_DISTRICTS = new Set(BORDER_SECTORS.map((s) => s.split(' ')[0]));
/** UK postcode areas outside Great Britain: no nation of ours. */
const OUTSIDE_GB = new Set(['BT', 'GY', 'JE', 'IM']);

const FULL = /^([A-Z]{1,2})(\d[A-Z\d]?)(\d)([A-Z]{2})$/;
const DISTRICT = /^([A-Z]{1,2})(\d[A-Z\d]?)$/;

function areaNation(area: string): Nation {
  if (SCOTTISH.has(area)) return 'scotland';
  if (WELSH.has(area)) return 'wales';
  return 'england';
}

const districtNation = (area: string, district: string): Nation => DISTRICTS[district] ?? areaNation(area);

/**
 * The nation of Great Britain a postcode is in, from Code-Point Open's country of every live postcode
 * (postcode-nations.constants.ts): exact for every live postcode of that release; a newer one takes
 * its sector's nation (wrong only for a new postcode on the wrong side of one of the few sectors the
 * border cuts). A bare district the border cuts ("SY10") says nothing certain: undefined, and the
 * caller names every nation's service rather than guess. Spaces and case do not matter; anything not a
 * GB postcode is undefined too.
 */
export function nationOfPostcode(postcode: string | null | undefined): Nation | undefined {
  if (!postcode) return undefined;
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  const full = FULL.exec(compact);
  if (full) {
    const [, area, rest, sectorDigit, unit] = full;
    if (OUTSIDE_GB.has(area)) return undefined;
    const district = area + rest;
    const sector = `${district} ${sectorDigit}`;
    for (const key of Object.keys(UNITS).filter((k) => k.startsWith(`${sector}:`))) {
      if (UNITS[key].split(' ').includes(unit)) return key.split(':')[1] as Nation;
    }
    return SECTORS[sector] ?? districtNation(area, district);
  }
  const bare = DISTRICT.exec(compact);
  if (!bare || OUTSIDE_GB.has(bare[1])) return undefined;
  const district = bare[1] + bare[2];
  return BORDER_DISTRICTS.has(district) ? undefined : districtNation(bare[1], district);
}
