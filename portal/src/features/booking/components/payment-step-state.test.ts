import { describe, expect, it } from 'vitest';
import { initialPaymentStep, type PaymentStepAction, paymentStepReducer, type PaymentStepState } from './payment-step-state';

const hold = { holdId: 'h1', holdToken: 'ht', expiresAt: '2026-12-01T10:10:00.000Z' };
const start = initialPaymentStep({ hold, email: 'ann@example.com' });
const run = (actions: PaymentStepAction[], state: PaymentStepState = start) => actions.reduce(paymentStepReducer, state);
const child = { who: 'someone-else', name: 'Sam', under16: true } as const;
const adult = { who: 'someone-else', name: 'Alex', under16: false } as const;

describe('paymentStepReducer', () => {
  it('starts with the hold, the address known, nothing chosen or ticked, and no errors', () => {
    expect(start).toEqual({
      hold,
      extended: false,
      runOut: false,
      answers: { appointmentFor: { who: null, name: '', under16: null }, email: 'ann@example.com', acceptTerms: false, over16: false },
      noTexts: false,
      errors: {},
      focusSummary: 0,
    });
  });

  it('keeps each answer', () => {
    const s = run([
      { type: 'answeredFor', answer: { who: 'me', name: '', under16: null } },
      { type: 'typedEmail', email: 'sam@example.com' },
      { type: 'tickedTerms', checked: true },
      { type: 'tickedAge', checked: true },
      { type: 'tickedNoTexts', checked: true },
    ]);
    expect(s.answers).toEqual({ appointmentFor: { who: 'me', name: '', under16: null }, email: 'sam@example.com', acceptTerms: true, over16: true });
    expect(s.noTexts).toBe(true);
  });

  it("unticks the age box when its words change to or from a parent's or guardian's, and only then", () => {
    const ticked = run([{ type: 'answeredFor', answer: adult }, { type: 'tickedAge', checked: true }]);
    expect(run([{ type: 'answeredFor', answer: { ...adult, name: 'Alex Jones' } }], ticked).answers.over16).toBe(true);
    const toChild = run([{ type: 'answeredFor', answer: child }], ticked);
    expect(toChild.answers).toMatchObject({ appointmentFor: child, over16: false });
    const childTicked = run([{ type: 'tickedAge', checked: true }], toChild);
    expect(run([{ type: 'answeredFor', answer: { who: 'me', name: 'Sam', under16: true } }], childTicked).answers.over16).toBe(false);
  });

  it('shows the errors found and asks for focus on the summary each time, not when the check passes', () => {
    const refused = run([{ type: 'checked', errors: { email: 'Email is required' } }]);
    expect(refused).toMatchObject({ errors: { email: 'Email is required' }, focusSummary: 1 });
    const again = run([{ type: 'checked', errors: { email: 'Email is required' } }], refused);
    expect(again.focusSummary).toBe(2);
    expect(run([{ type: 'checked', errors: {} }], again)).toMatchObject({ errors: {}, focusSummary: 2 });
  });

  it('moves the end of the hold once it is extended, and says it was', () => {
    const s = run([{ type: 'extended', expiresAt: '2026-12-01T10:20:00.000Z' }]);
    expect(s.hold).toEqual({ ...hold, expiresAt: '2026-12-01T10:20:00.000Z' });
    expect(s.extended).toBe(true);
  });

  it('follows the timer, and the same answer again is the same state (no render)', () => {
    expect(run([{ type: 'holdTimer', runOut: false }])).toBe(start);
    const out = run([{ type: 'holdTimer', runOut: true }]);
    expect(out.runOut).toBe(true);
    expect(run([{ type: 'holdTimer', runOut: true }], out)).toBe(out);
  });

  it('never changes the state it is given', () => {
    const frozen = Object.freeze({ ...start, answers: Object.freeze({ ...start.answers }), hold: Object.freeze({ ...hold }), errors: Object.freeze({}) });
    const actions: PaymentStepAction[] = [
      { type: 'answeredFor', answer: child },
      { type: 'typedEmail', email: 'x' },
      { type: 'tickedTerms', checked: true },
      { type: 'tickedAge', checked: true },
      { type: 'tickedNoTexts', checked: true },
      { type: 'checked', errors: { email: 'x' } },
      { type: 'extended', expiresAt: 'x' },
      { type: 'holdTimer', runOut: true },
    ];
    for (const action of actions) expect(() => paymentStepReducer(frozen, action)).not.toThrow();
    expect(frozen).toEqual(start);
  });
});
