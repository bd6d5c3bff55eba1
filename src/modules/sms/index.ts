/*
 * sms's public surface: what other contexts may import (issue #31 item 2).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { SmsAdminView } from './queries/sms-admin-view.js';
export { SmsPersonalData } from './services/sms-personal-data.js';
