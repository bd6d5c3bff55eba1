import { type I18n, type Messages, setupI18n, type Values } from '@lingui/core';
import type { Locale } from './locales';

/**
 * A translator for one language with the catalogs given, active at once: the prerender and the
 * first render in the browser must produce the same words, so nothing here waits. A page adds its
 * own catalog with `i18n.load(locale, messages)` when its chunk arrives.
 */
export function createI18n(locale: Locale, ...catalogs: Messages[]): I18n {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...catalogs) as Messages });
  return i18n;
}

/**
 * A message: its id in the catalogs and its English, which `lingui extract` finds by the `/*i18n*\/`
 * mark and writes to `en-GB.po`. No macros: the native transform's package is left out by npm on
 * Node 20, and the api's `tsc` build has none (ADR 0049).
 */
export type Message = { readonly id: string; readonly message: string };

/** The message in the translator's language, called by id alone: a missing text fails the build, never shows English. */
export function say(i18n: I18n, message: Message, values?: Values): string {
  return i18n._(message.id, values);
}
