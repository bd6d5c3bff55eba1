import { Migration } from '@mikro-orm/migrations';

/**
 * A text when the practice confirms ("Confirmed by the practice"): the booking text and the pages
 * promise one, so `practice-confirmed` joins the templates a text may be sent from.
 */
export class Migration20261129000700_practice_confirmed_text extends Migration {
  override name = 'Migration20261129000700_practice_confirmed_text';

  up(): void {
    this.addSql('ALTER TABLE sms_message DROP CONSTRAINT sms_message_template_check');
    this.addSql(`ALTER TABLE sms_message ADD CONSTRAINT sms_message_template_check
      CHECK (template IN ('booking-confirmed', 'practice-confirmed', 'reminder', 'rescheduled', 'cancelled', 'waitlist-offer'))`);
  }

  override down(): void {
    this.addSql('ALTER TABLE sms_message DROP CONSTRAINT sms_message_template_check');
    this.addSql(`ALTER TABLE sms_message ADD CONSTRAINT sms_message_template_check
      CHECK (template IN ('booking-confirmed', 'reminder', 'rescheduled', 'cancelled', 'waitlist-offer'))`);
  }
}
