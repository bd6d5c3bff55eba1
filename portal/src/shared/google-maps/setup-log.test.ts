import { describe, expect, it, vi } from 'vitest';
import { SETUP_HINTS } from './setup-hints';
import { logSetupHint } from './setup-log';

describe('logSetupHint', () => {
  it("writes the operator's hint to the console once per kind of failure, with the error when there is one", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = new Error('REQUEST_DENIED');
    logSetupHint('key-refused');
    logSetupHint('key-refused');
    logSetupHint('places-failed', error);
    logSetupHint('places-failed', error);
    expect(warn.mock.calls).toEqual([[`Google Maps (key-refused): ${SETUP_HINTS['key-refused']}`], [`Google Maps (places-failed): ${SETUP_HINTS['places-failed']}`, error]]);
    expect(warn.mock.calls[0][0]).toMatch(/GOOGLE_MAPS_BROWSER_KEY.*Google Cloud console.*billing.*HTTP referrer/);
  });
});
