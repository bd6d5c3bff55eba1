/**
 * The fees the home page shows (spec 9), apart from booking.constants.ts (which re-exports them) so
 * the portal's first download carries these few lines, not every booking text. Money is in pence.
 */
export const BOOKING_FEE_PENCE = 3900;
/** Treatment fees shown to patients (paid to the practice, not to us). */
export const TREATMENT_FEES = [
  {
    name: 'Core Treatment',
    pricePence: 4900,
    items: [
      'Prescription (excluding medication)',
      'Re-cementing a crown or bridge',
      'Easing of dentures',
      'Semi-permanent filling',
    ],
  },
  {
    name: 'Advanced Treatment',
    pricePence: 14900,
    items: [
      'Draining an abscess',
      'Initial root canal treatment',
      'Extraction (excluding surgical extraction)',
      'Management of an infected socket or wisdom tooth',
    ],
  },
] as const;
