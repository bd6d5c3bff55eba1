import { z } from 'zod';
import { CommonErrorCode } from '../errors/common.errors.js';

/* What the health and ops routes answer: the OpenAPI document is made from these schemas (ADR 0040). */

export const liveSchema = z.object({ status: z.literal('ok') });

const checksSchema = z.object({ database: z.enum(['up', 'down']), redis: z.enum(['up', 'down']) });

export const readySchema = z.object({ status: z.literal('ok'), checks: checksSchema });

/** The 503: the error body and, beyond it, `checks` naming what is down (the one refusal with more than the error body). */
export const notReadySchema = z.object({ message: z.string(), code: z.literal(CommonErrorCode.NotReady), checks: checksSchema });

/** Where the admin's operational tools are: null for those this deployment does not serve. */
export const opsLinksSchema = z.object({ queueDashboard: z.string(), devInbox: z.string().nullable(), devSmsOutbox: z.string().nullable() });
