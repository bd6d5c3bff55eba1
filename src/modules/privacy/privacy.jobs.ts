import type { Type } from '@nestjs/common';
import type { JobHandler } from '../../shared/queues/job-handler.js';
import { AnonymisePatientDataHandler } from './anonymise-patient-data.handler.js';

/** The daily anonymisation of patient data past its retention. */
export const privacyJobHandlers: Array<Type<JobHandler>> = [AnonymisePatientDataHandler];
