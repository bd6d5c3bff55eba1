import { z } from 'zod';
import { POSTCODE_SUGGESTIONS_MAX } from './postcodes.constants.js';

/** What GET /api/postcodes answers: full postcodes in display form ('SW1A 1AA'). */
export const postcodeSuggestionsSchema = z.object({ suggestions: z.array(z.string()).max(POSTCODE_SUGGESTIONS_MAX) });
export type PostcodeSuggestions = z.infer<typeof postcodeSuggestionsSchema>;
