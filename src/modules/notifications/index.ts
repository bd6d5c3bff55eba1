/*
 * notifications's public surface: what other contexts may import (ADR 0038).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { practiceCalendarFeed } from './services/calendar.js';
export { MailPersonalData } from './services/mail-personal-data.js';
