import type { FastifyRequest } from 'fastify';
import type { Locale } from './languages.constants.js';
import { preferredLocale } from './rules/language.rules.js';

/**
 * The language a patient's answer speaks: Welsh when the request's Accept-Language asks for Welsh
 * before English (the portal sends its page's language), else English. No cookie: an answer follows
 * the page that asked, as an error does (welsh-messages.rules.ts `errorBodyIn`).
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return preferredLocale(undefined, request.headers['accept-language']);
}
