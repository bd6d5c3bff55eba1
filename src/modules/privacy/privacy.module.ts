import { Module } from '@nestjs/common';
import { BookingPersonalData } from '../booking/index.js';
import { IdentityPersonalData } from '../identity/index.js';
import { MailPersonalData } from '../notifications/index.js';
import { SmsPersonalData } from '../sms/index.js';
import { WaitlistPersonalData } from '../waitlist/index.js';
import { PersonalData } from './personal-data.js';
import { SubjectAccessExport } from './subject-access-export.js';

/** Each owner's part of the patient data (its own tables); they need the database only. */
const ownerParts = [IdentityPersonalData, BookingPersonalData, MailPersonalData, SmsPersonalData, WaitlistPersonalData];
const services = [PersonalData, SubjectAccessExport];

/**
 * Patient data over its lifetime (UK GDPR): the retention job (`AnonymisePatientDataHandler`, run by
 * the worker, listed in workers/job-handlers.ts) and subject-access exports (`npm run export-patient`),
 * both asking each owner of a table for its part.
 */
@Module({
  providers: [...ownerParts, ...services],
  exports: [...ownerParts, ...services],
})
export class PrivacyModule {}
