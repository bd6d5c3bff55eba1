import { Module } from '@nestjs/common';
import { PrivacyRepository } from './privacy.repository.js';
import { SubjectAccessExport } from './subject-access-export.js';

const repositories = [PrivacyRepository];
const services = [SubjectAccessExport];

/**
 * Patient data over its lifetime (UK GDPR): the retention job (`AnonymisePatientDataHandler`, run by
 * the worker, listed in workers/job-handlers.ts) and subject-access exports (`npm run export-patient`).
 */
@Module({
  providers: [...repositories, ...services],
  exports: [...repositories, ...services],
})
export class PrivacyModule {}
