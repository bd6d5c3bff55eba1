import { EMERGENCY_CARE, emergencyCareMessage, SAFETY_QUESTION } from '../search/clinical-safety.constants.js';
import { EMERGENCY_CARE_CY, emergencyCareMessageCy, SAFETY_QUESTION_CY } from '../search/clinical-safety.cy.constants.js';
import { BOOKING_MESSAGES } from '../booking/booking.constants.js';
import { BOOKING_MESSAGES_CY } from '../booking/booking.cy.constants.js';
import { errorBodyIn, messageIn, welshMessages } from './welsh-messages.rules.js';

describe("The api's messages in Welsh", () => {
  it('maps every mirrored English text to its Welsh, and a function’s for each nation and none', () => {
    expect(messageIn('cy', EMERGENCY_CARE.heading)).toBe(EMERGENCY_CARE_CY.heading);
    expect(messageIn('cy', SAFETY_QUESTION.required)).toBe(SAFETY_QUESTION_CY.required);
    for (const nation of ['england', 'scotland', 'wales', null] as const) {
      expect(messageIn('cy', emergencyCareMessage(nation))).toBe(emergencyCareMessageCy(nation));
    }
    expect(messageIn('cy', BOOKING_MESSAGES.slotTaken)).toBe(BOOKING_MESSAGES_CY.slotTaken);
    expect(messageIn('en-GB', EMERGENCY_CARE.heading)).toBe(EMERGENCY_CARE.heading);
    expect(welshMessages().size).toBeGreaterThan(50);
  });

  it('answers an error body in Welsh only to a request that asks for Welsh first, fields too, and leaves unknown text as it is', () => {
    const body = { message: SAFETY_QUESTION.required, code: 'validation', fields: { redFlags: SAFETY_QUESTION.required, other: 'Not translated yet.' } };
    expect(errorBodyIn(body, 'cy')).toEqual({ message: SAFETY_QUESTION_CY.required, code: 'validation', fields: { redFlags: SAFETY_QUESTION_CY.required, other: 'Not translated yet.' } });
    expect(errorBodyIn(body, 'en-GB,cy;q=0.5')).toBe(body);
    expect(errorBodyIn(body, undefined)).toBe(body);
  });
});
