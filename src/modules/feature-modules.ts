import type { DynamicModule, Type } from '@nestjs/common';
import { AvailabilityModule } from './availability/availability.module.js';
import { BookingModule } from './booking/booking.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { InvitationsModule } from './invitations/invitations.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PostcodesModule } from './postcodes/postcodes.module.js';
import { PracticesModule } from './practices/practices.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { SearchModule } from './search/search.module.js';
import { SiteModule } from './site/site.module.js';
import { StaffModule } from './staff/staff.module.js';
import { SmsModule } from './sms/sms.module.js';
import { VitalsModule } from './vitals/vitals.module.js';
import { WaitlistModule } from './waitlist/waitlist.module.js';

/** The api's domain modules (each a bounded context under src/modules). */
export function featureModules(): Array<Type | DynamicModule> {
  return [IdentityModule, SiteModule, PostcodesModule, PracticesModule, AvailabilityModule, SearchModule, PaymentsModule, NotificationsModule, BookingModule, PrivacyModule, WaitlistModule, VitalsModule, StaffModule, SmsModule, InvitationsModule];
}
