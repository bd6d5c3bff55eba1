import { defineEntity, p } from '@mikro-orm/postgresql';

/** The single row of site settings (`id = 1`): the gate, payment mode and the generated signing secret. */
export const SiteSettings = defineEntity({
  name: 'SiteSettings',
  tableName: 'site_settings',
  checks: [
    { name: 'site_settings_id_check', expression: 'id = 1' },
    { name: 'site_settings_gate_password_check', expression: "gate_password <> ''::text" },
  ],
  properties: {
    id: p.smallint().primary().autoincrement(false).default(1),
    isProtected: p.boolean().default(true),
    gatePassword: p.text(),
    gateVersion: p.integer().default(1),
    useImmediatePaymentProcessing: p.boolean().default(false),
    signingSecret: p.text(),
    lastUpdated: p.datetime().defaultRaw('now()'),
    updatedBy: p.uuid().nullable(),
  },
});
