import { robotVerdict } from './robot-check.js';

describe(robotVerdict.name, () => {
  it('lets a reCAPTCHA v3 answer through with action "submit" and a score at the minimum', () => {
    expect(robotVerdict('recaptcha', { success: true, action: 'submit', score: 0.5 }, 0.5)).toBe(true);
  });

  it.each([
    ['a low score', { success: true, action: 'submit', score: 0.4 }],
    ['another action', { success: true, action: 'login', score: 0.9 }],
    ['no score', { success: true, action: 'submit' }],
    ['no success', { success: false, action: 'submit', score: 0.9 }],
  ])('refuses a reCAPTCHA answer with %s', (_, answer) => {
    expect(robotVerdict('recaptcha', answer, 0.5)).toBe(false);
  });

  it('lets a Turnstile success through, with or without the action, but not another action', () => {
    expect(robotVerdict('turnstile', { success: true }, 0.5)).toBe(true);
    expect(robotVerdict('turnstile', { success: true, action: 'submit' }, 0.5)).toBe(true);
    expect(robotVerdict('turnstile', { success: true, action: 'login' }, 0.5)).toBe(false);
    expect(robotVerdict('turnstile', { success: false }, 0.5)).toBe(false);
  });
});
