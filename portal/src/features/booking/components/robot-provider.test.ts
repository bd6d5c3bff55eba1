import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRobotProvider } from './robot-provider';

type Win = Window & { turnstile?: unknown; grecaptcha?: unknown };

/** jsdom loads no scripts: the test plays the provider's script, then fires its load event. */
async function loaded(src: RegExp) {
  await vi.waitFor(() => expect(document.head.querySelector('script')?.src).toMatch(src));
  document.head.querySelector('script')!.dispatchEvent(new Event('load'));
}

describe('createRobotProvider', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as Win).turnstile;
    delete (window as Win).grecaptcha;
  });

  it('renders Turnstile for action "submit" on demand, and resets it before each further token', async () => {
    let options: { sitekey: string; action: string; execution: string; callback: (t: string) => void } | undefined;
    let n = 0;
    const turnstile = {
      render: vi.fn((_el: HTMLElement, o: typeof options) => ((options = o), 'w1')),
      execute: vi.fn(() => setTimeout(() => options!.callback(`token-${++n}`), 0)),
      reset: vi.fn(),
      remove: vi.fn(),
    };
    (window as Win).turnstile = turnstile;
    const container = document.createElement('div');
    const starting = createRobotProvider('turnstile', '0x4AAAAAAA-test', container);
    await loaded(/^https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js\?render=explicit$/);
    const sut = await starting;
    expect(options).toMatchObject({ sitekey: '0x4AAAAAAA-test', action: 'submit', execution: 'execute' });
    await expect(sut.token()).resolves.toBe('token-1');
    expect(turnstile.reset).not.toHaveBeenCalled();
    await expect(sut.token()).resolves.toBe('token-2');
    expect(turnstile.reset).toHaveBeenCalledWith('w1');
    sut.dispose();
    expect(turnstile.remove).toHaveBeenCalledWith('w1');
  });

  it('asks reCAPTCHA v3 for a token with the action "submit" and the site key', async () => {
    const grecaptcha = { ready: (f: () => void) => f(), execute: vi.fn(async () => 'recaptcha-token') };
    (window as Win).grecaptcha = grecaptcha;
    const starting = createRobotProvider('recaptcha', 'site-key-1', document.createElement('div'));
    await loaded(/^https:\/\/www\.google\.com\/recaptcha\/api\.js\?render=site-key-1$/);
    await expect((await starting).token()).resolves.toBe('recaptcha-token');
    expect(grecaptcha.execute).toHaveBeenCalledWith('site-key-1', { action: 'submit' });
  });

  it('fails when the script cannot be loaded', async () => {
    // Another site key, so another script (a loaded script is remembered for the page).
    const starting = createRobotProvider('recaptcha', 'blocked-key', document.createElement('div'));
    await vi.waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(starting).rejects.toThrow(/failed to load/);
  });
});
