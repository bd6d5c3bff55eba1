import { Migration } from '@mikro-orm/migrations';

/**
 * The simulated gateway models Strong Customer Authentication: with Stripe's 3-D
 * Secure test cards an intent waits in `requires_action` for the patient's bank, as Stripe's does.
 */
export class Migration20261124100100_simulated_three_d_secure extends Migration {
  override name = 'Migration20261124100100_simulated_three_d_secure';

  override up(): void {
    this.addSql(`ALTER TABLE simulated_payment_intent DROP CONSTRAINT simulated_payment_intent_status_check`);
    this.addSql(`ALTER TABLE simulated_payment_intent ADD CONSTRAINT simulated_payment_intent_status_check
        CHECK (status IN ('requires_payment_method', 'requires_action', 'requires_capture', 'processing', 'succeeded', 'canceled'))`);
  }

  override down(): void {
    this.addSql(`UPDATE simulated_payment_intent SET status = 'requires_payment_method' WHERE status = 'requires_action'`);
    this.addSql(`ALTER TABLE simulated_payment_intent DROP CONSTRAINT simulated_payment_intent_status_check`);
    this.addSql(`ALTER TABLE simulated_payment_intent ADD CONSTRAINT simulated_payment_intent_status_check
        CHECK (status IN ('requires_payment_method', 'requires_capture', 'processing', 'succeeded', 'canceled'))`);
  }
}
