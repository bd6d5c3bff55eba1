import { Migration20261122000100_foundation } from './Migration20261122000100_foundation.js';
import { Migration20261122002000_supply_and_booking } from './Migration20261122002000_supply_and_booking.js';
import { Migration20261122006000_identity_and_site } from './Migration20261122006000_identity_and_site.js';
import { Migration20261122007000_payments_and_mail } from './Migration20261122007000_payments_and_mail.js';
import { Migration20261122008000_lapse_flag } from './Migration20261122008000_lapse_flag.js';
import { Migration20261122009000_search_indexes } from './Migration20261122009000_search_indexes.js';
import { Migration20261123000100_self_service } from './Migration20261123000100_self_service.js';
import { Migration20261123000200_sign_in_links } from './Migration20261123000200_sign_in_links.js';
import { Migration20261123000300_closures } from './Migration20261123000300_closures.js';
import { Migration20261123000400_waitlist } from './Migration20261123000400_waitlist.js';
import { Migration20261123100000_privacy_retention } from './Migration20261123100000_privacy_retention.js';
import { Migration20261124000200_hold_limits } from './Migration20261124000200_hold_limits.js';
import { Migration20261124000400_waitlist_double_opt_in } from './Migration20261124000400_waitlist_double_opt_in.js';
import { Migration20261124100100_simulated_three_d_secure } from './Migration20261124100100_simulated_three_d_secure.js';
import { Migration20261125001300_practice_mail_and_email_change } from './Migration20261125001300_practice_mail_and_email_change.js';
import { Migration20261126100000_text_messages } from './Migration20261126100000_text_messages.js';
import { Migration20261126200000_postcodes } from './Migration20261126200000_postcodes.js';
import { Migration20261126300000_practice_staff } from './Migration20261126300000_practice_staff.js';
import { Migration20261126400000_admin_search } from './Migration20261126400000_admin_search.js';
import { Migration20261127000100_hold_in_one_statement } from './Migration20261127000100_hold_in_one_statement.js';
import { Migration20261127000200_quiet_events } from './Migration20261127000200_quiet_events.js';
import { Migration20261127000300_covering_location_index } from './Migration20261127000300_covering_location_index.js';

/** Checked-in migrations in the order they run. Add new ones at the end; never edit an applied one. */
export const migrationsList = [
  { name: 'Migration20261122000100_foundation', class: Migration20261122000100_foundation },
  { name: 'Migration20261122002000_supply_and_booking', class: Migration20261122002000_supply_and_booking },
  { name: 'Migration20261122006000_identity_and_site', class: Migration20261122006000_identity_and_site },
  { name: 'Migration20261122007000_payments_and_mail', class: Migration20261122007000_payments_and_mail },
  { name: 'Migration20261122008000_lapse_flag', class: Migration20261122008000_lapse_flag },
  { name: 'Migration20261122009000_search_indexes', class: Migration20261122009000_search_indexes },
  { name: 'Migration20261123000100_self_service', class: Migration20261123000100_self_service },
  { name: 'Migration20261123000200_sign_in_links', class: Migration20261123000200_sign_in_links },
  { name: 'Migration20261123000300_closures', class: Migration20261123000300_closures },
  { name: 'Migration20261123000400_waitlist', class: Migration20261123000400_waitlist },
  { name: 'Migration20261123100000_privacy_retention', class: Migration20261123100000_privacy_retention },
  { name: 'Migration20261124000200_hold_limits', class: Migration20261124000200_hold_limits },
  { name: 'Migration20261124000400_waitlist_double_opt_in', class: Migration20261124000400_waitlist_double_opt_in },
  { name: 'Migration20261124100100_simulated_three_d_secure', class: Migration20261124100100_simulated_three_d_secure },
  { name: 'Migration20261125001300_practice_mail_and_email_change', class: Migration20261125001300_practice_mail_and_email_change },
  { name: 'Migration20261126100000_text_messages', class: Migration20261126100000_text_messages },
  { name: 'Migration20261126200000_postcodes', class: Migration20261126200000_postcodes },
  { name: 'Migration20261126300000_practice_staff', class: Migration20261126300000_practice_staff },
  { name: 'Migration20261126400000_admin_search', class: Migration20261126400000_admin_search },
  { name: 'Migration20261127000100_hold_in_one_statement', class: Migration20261127000100_hold_in_one_statement },
  { name: 'Migration20261127000200_quiet_events', class: Migration20261127000200_quiet_events },
  { name: 'Migration20261127000300_covering_location_index', class: Migration20261127000300_covering_location_index },
];
