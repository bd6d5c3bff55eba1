import type { EventNames, NoPayload } from '../../shared/outbox/domain-event.js';
import type { SmsTemplate } from './sms.constants.js';

/**
 * Domain events of text messages: on the appointment aggregate (the booking's timeline) or
 * the waitlist offer's, and on the phone (the SHA-256 of the E.164 number, never the number) for
 * opt-outs. All audit only.
 */
export interface SmsEvents {
  /** The provider took the text (sms-delivery.ts). */
  TextMessageSent: { template: SmsTemplate };
  /** Twilio reported the text delivered (twilio-webhook.controller.ts). */
  TextMessageDelivered: { template: string };
  /** The text could not be sent (sms-delivery.ts) or Twilio reported it failed (twilio-webhook.controller.ts). */
  TextMessageFailed: { template: string; reason: string };
  /** The patient replied STOP (twilio-webhook.controller.ts). Aggregate `phone`. */
  TextMessagesStopped: NoPayload;
  /** The patient replied START (twilio-webhook.controller.ts). Aggregate `phone`. */
  TextMessagesResumed: NoPayload;
}

export const SmsEvent = {
  TextMessageSent: 'TextMessageSent',
  TextMessageDelivered: 'TextMessageDelivered',
  TextMessageFailed: 'TextMessageFailed',
  TextMessagesStopped: 'TextMessagesStopped',
  TextMessagesResumed: 'TextMessagesResumed',
} as const satisfies EventNames<SmsEvents>;

declare module '../../shared/outbox/domain-event.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends SmsEvents {}
}
