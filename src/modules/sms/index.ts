/*
 * sms's public surface: what other contexts may import (ADR 0038).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { SmsAdminView } from './queries/sms-admin-view.js';
export { SmsPersonalData } from './services/sms-personal-data.js';
