import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_MESSAGES } from '@contexts/search/search.constants';
import { SEARCH_MESSAGES_CY } from '@contexts/search/search.cy.constants';
import { useWords } from '../../../shared/i18n/app-i18n';
import { useSiteSettings } from '../../../shared/site-settings';
import type { RobotProvider } from './robot-provider';

/** How long getting a token may take, an interactive challenge included, before the form gives up. */
export const ROBOT_TOKEN_TIMEOUT_MS = 60_000;

/**
 * No token could be had (script blocked, provider error, challenge not done): the spec's "missing
 * token" text, in the page's language (`useRobotCheck` gives it; English when not given).
 */
export class RobotTokenUnavailable extends Error {
  constructor(message: string = SEARCH_MESSAGES.robotMissing) {
    super(message);
    this.name = 'RobotTokenUnavailable';
  }
}

export interface RobotCheck {
  /** Where the provider may show its widget (null when the check is off). */
  widget: ReactNode;
  /** A fresh token for one request, undefined when the check is off; throws RobotTokenUnavailable. */
  token: () => Promise<string | undefined>;
}

/**
 * Robot verification (spec 2 and 5, action "submit") for the search and for holds. When GET /api/site
 * names a provider, its code (a lazy chunk) and script load as the form shows; when the check is off
 * nothing loads and no token is sent.
 */
export function useRobotCheck(): RobotCheck {
  const provider = useSiteSettings((s) => s.settings?.robotCheck?.provider);
  const siteKey = useSiteSettings((s) => s.settings?.robotCheck?.siteKey);
  // A callback ref: the widget's place may move (another branch of the page), and a new place starts a new widget.
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const started = useRef<Promise<RobotProvider> | null>(null);
  // The refusal's words in the page's language: every form that shows `error.message` says it so.
  const { robotMissing } = useWords({ 'en-GB': SEARCH_MESSAGES, cy: SEARCH_MESSAGES_CY });

  useEffect(() => {
    if (!provider || !siteKey || !el) return;
    const starting = import('./robot-provider').then((m) => m.createRobotProvider(provider, siteKey, el));
    starting.catch(() => undefined); // said when a token is asked for
    started.current = starting;
    return () => {
      started.current = null;
      void starting.then((p) => p.dispose()).catch(() => undefined);
    };
  }, [provider, siteKey, el]);

  const token = useCallback(async () => {
    if (!provider) return undefined;
    const starting = started.current;
    if (!starting) throw new RobotTokenUnavailable(robotMissing);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        starting.then((p) => p.token()),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('robot check timed out')), ROBOT_TOKEN_TIMEOUT_MS);
        }),
      ]);
    } catch {
      throw new RobotTokenUnavailable(robotMissing);
    } finally {
      clearTimeout(timer);
    }
  }, [provider, robotMissing]);

  return { widget: provider ? <div ref={setEl} className="robot-check" /> : null, token };
}
