import { describeWelshMirror } from '../../../test/support/welsh-mirror.js';
import * as en from './search.constants.js';
import { SEARCH_CY, SEARCH_WELSH_REVIEW, TRANSLATED_FROM_ENGLISH_SHA256 } from './search.cy.constants.js';

describeWelshMirror('Welsh search constants', {
  english: en,
  welsh: SEARCH_CY,
  review: SEARCH_WELSH_REVIEW,
  fingerprint: TRANSLATED_FROM_ENGLISH_SHA256,
  notPatientText: {
    DEFAULT_RADIUS_KM: 'a number',
    RADIUS_STEP_KM: 'a number',
    MAX_RADIUS_KM: 'a number',
    PLACE_POSTCODE_TOLERANCE_KM: 'a number',
    GB_BOUNDS: 'numbers',
    LOCATION_INVALID_MESSAGE:
      'the api’s answer to a malformed point: the portal never sends one, nor shows it',
    RADIUS_TOLERANCE: 'a number',
    SEARCH_HORIZON_DAYS: 'a number',
    DATE_DROPDOWN_DAYS: 'a number',
    ALTERNATIVES_DAYS: 'a number',
    MAX_ALTERNATIVES: 'a number',
    NEAREST_KEPT: 'a number',
    EARTH_RADIUS_KM: 'a number',
    KM_PER_DEGREE_LATITUDE: 'a number',
    GEOCODE_CACHE_TTL_SECONDS: 'a number',
    GEOCODE_MISS_CACHE_TTL_SECONDS: 'a number',
    GEOCODE_CACHE_TIMEOUT_MS: 'a number',
    POSTCODE_LOOKUP_TIMEOUT_MS: 'a number',
    PROBE_BATCH_SIZES: 'numbers',
    PREFETCHED_PROBES: 'a number',
    FAR_PROBED_OUTWARDS: 'a number',
    OPEN_SLOTS_READ: 'a number',
    SCREENING_PROOF_MINUTES: 'a number',
    SEARCH_RATE_WINDOW_SECONDS: 'a number',
    ROBOT_CHECK_ACTION: 'the robot check’s action name, read by the provider',
    ROBOT_CHECK_TIMEOUT_MS: 'a number',
    MAP_ZOOM_BY_DISTANCE_KM: 'numbers',
    MAP_DEFAULT_ZOOM: 'a number',
  },
  argsFor: (path) => {
    switch (path) {
      case 'SEARCH_MESSAGES.noPracticesWithin':
        return [[20], [1000]];
      case 'SEARCH_MESSAGES.noAppointmentsWithin':
        return [[20], [40]];
      case 'SEARCH_MESSAGES.noneForPractice':
        return [['Smile Dental Care'], ['Deintyddfa Caerdydd']];
    }
  },
  englishWords:
    /\b(the|you|your|we|our|us|and|not|please|this|that|with|for|will|has|have|been|was|is|are|no|sorry|try|again|enter|select|link|e-mail|email|practices?|found|within|appointments?|available|postcode|name|phone|number|search|distance|Wales|England|Scotland|Northern|Ireland|UK|days|next|failed)\b/i,
  textCount: { atLeast: 18 },
});
