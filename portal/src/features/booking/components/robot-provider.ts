import { ROBOT_CHECK_ACTION } from '@contexts/search/search.constants';

/**
 * The robot-verification providers' browser side (Turnstile, reCAPTCHA v3), in their own chunk: only
 * a site that turned the check on downloads this, and only then the provider's script. Each token is
 * for one request (both providers refuse a token verified before), so every call asks for a new one.
 */

export type RobotProviderName = 'turnstile' | 'recaptcha';

export interface RobotProvider {
  /** A fresh token for action "submit"; rejects when the provider cannot give one. */
  token(): Promise<string>;
  dispose(): void;
}

/** How long the provider's script may take to load. */
export const ROBOT_SCRIPT_TIMEOUT_MS = 15_000;

const SCRIPT: Record<RobotProviderName, (siteKey: string) => string> = {
  turnstile: () => 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  recaptcha: (siteKey) => `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`,
};

interface TurnstileOptions {
  sitekey: string;
  action: string;
  execution: 'execute';
  appearance: 'interaction-only';
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback': () => void;
  'timeout-callback': () => void;
}
interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined;
  execute(container: HTMLElement): void;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}
interface RecaptchaApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
type ProviderWindow = Window & { turnstile?: TurnstileApi; grecaptcha?: RecaptchaApi };

const loading = new Map<string, Promise<void>>();

/** Adds the provider's script once per page (both forms of the home page share it). */
function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      const timer = setTimeout(() => reject(new Error('robot check script timed out')), ROBOT_SCRIPT_TIMEOUT_MS);
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = () => {
        clearTimeout(timer);
        reject(new Error('robot check script failed to load'));
      };
      document.head.append(script);
    });
    // A failed load may be tried again (the patient's connection came back).
    promise.catch(() => loading.delete(src));
    loading.set(src, promise);
  }
  return promise;
}

export async function createRobotProvider(name: RobotProviderName, siteKey: string, container: HTMLElement): Promise<RobotProvider> {
  await loadScript(SCRIPT[name](siteKey));
  const w = window as ProviderWindow;
  if (name === 'recaptcha') {
    const grecaptcha = w.grecaptcha;
    if (!grecaptcha) throw new Error('reCAPTCHA did not start');
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return { token: () => grecaptcha.execute(siteKey, { action: ROBOT_CHECK_ACTION }), dispose: () => undefined };
  }
  const turnstile = w.turnstile;
  if (!turnstile) throw new Error('Turnstile did not start');
  let pending: { resolve: (token: string) => void; reject: (error: Error) => void } | undefined;
  const settle = (error?: Error, token?: string) => {
    const waiting = pending;
    pending = undefined;
    if (error) waiting?.reject(error);
    else if (token) waiting?.resolve(token);
  };
  // Invisible unless the provider needs the patient to do something; it runs only when asked.
  const widgetId = turnstile.render(container, {
    sitekey: siteKey,
    action: ROBOT_CHECK_ACTION,
    execution: 'execute',
    appearance: 'interaction-only',
    callback: (token) => settle(undefined, token),
    'error-callback': () => settle(new Error('Turnstile error')),
    'expired-callback': () => settle(new Error('Turnstile token expired')),
    'timeout-callback': () => settle(new Error('Turnstile challenge timed out')),
  });
  let used = false;
  return {
    token: () =>
      new Promise<string>((resolve, reject) => {
        settle(new Error('superseded'));
        pending = { resolve, reject };
        // A token counts once: after one was given out the widget starts again for the next.
        if (used && widgetId) turnstile.reset(widgetId);
        used = true;
        turnstile.execute(container);
      }),
    dispose: () => {
      settle(new Error('disposed'));
      if (widgetId) turnstile.remove(widgetId);
    },
  };
}
