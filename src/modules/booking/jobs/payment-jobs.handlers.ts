import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { JobName, QueueName } from '../../../shared/queues/queue-names.js';
import type { EventJob, EventJobHandler, JobOutcome } from '../../../shared/queues/job-handler.js';
import { PAYMENT_GATEWAY, type PaymentGateway, type PaymentIntentView, PaymentRefusedError } from '../../payments/index.js';
import { AppointmentPaymentsRepository } from '../repositories/appointment-payments.repository.js';
import { BookingEvent } from '../booking.events.js';

/**
 * An authorisation that ran out before it was captured (the gateway cancelled it itself): recorded
 * once as lapsed, nothing taken, with its event. `live`: only while the appointment is not cancelled
 * (the capture job, the lapse check, the webhook), since a cancelled one's intent is cancelled by us.
 * Answers whether this call recorded it.
 */
export async function recordLapse(
  tx: TransactionRunner,
  appointments: AppointmentPaymentsRepository,
  appointmentId: string,
  intent: Pick<PaymentIntentView, 'id' | 'cancellationReason'>,
  options: { live: boolean; actor: string },
): Promise<boolean> {
  return tx.run(async (uow) => {
    const recorded = await appointments.recordLapsed(appointmentId, options.live);
    if (recorded) {
      uow.emit({
        type: BookingEvent.AuthorisationLapsed,
        aggregateType: 'appointment',
        aggregateId: appointmentId,
        actor: options.actor,
        payload: { paymentIntentId: intent.id, cancellationReason: intent.cancellationReason },
      });
    }
    return recorded;
  });
}

/** The events routed to CapturePaymentHandler (event-routes.ts). */
type CapturePaymentEvents = typeof BookingEvent.AppointmentConfirmed;

/**
 * `payment` queue, capture: after admin confirmation, capture the authorisation once. The gateway
 * call carries idempotency key capture-<appointment>, and the completed status is a compare-and-set
 * from authorized, so a job that runs twice captures once. An authorisation that lapsed before the
 * capture is recorded as lapsed (nothing taken) and the job ends: no retry can capture it.
 */
@Injectable()
export class CapturePaymentHandler implements EventJobHandler<CapturePaymentEvents> {
  readonly queue = QueueName.Payment;
  readonly name = JobName.CapturePayment;

  constructor(
    private readonly tx: TransactionRunner,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly appointments: AppointmentPaymentsRepository,
  ) {}

  async handle(job: EventJob<CapturePaymentEvents>): Promise<JobOutcome> {
    const id = job.data.aggregateId;
    const a = await this.appointments.findPaymentState(id);
    if (!a || a.status !== 'confirmed') return { status: 'skipped', reason: 'not a confirmed appointment' };
    if (a.payment_status === 'completed') return { status: 'skipped', reason: 'already captured' };
    if (!a.payment_intent_id || a.payment_status !== 'authorized') return { status: 'skipped', reason: `nothing to capture (${a.payment_status})` };
    try {
      await this.gateway.capture(a.payment_intent_id, `capture-${id}`);
    } catch (error) {
      if (error instanceof PaymentRefusedError) {
        const intent = await this.gateway.retrieve(a.payment_intent_id);
        if (intent.status === 'canceled') {
          await recordLapse(this.tx, this.appointments, id, intent, { live: true, actor: 'worker' });
          return { status: 'done', detail: { lapsed: true } };
        }
        await this.tx.run(async (uow) => {
          await this.appointments.markCaptureFailed(id, error.message);
          uow.emit({ type: BookingEvent.PaymentFailed, aggregateType: 'appointment', aggregateId: id, actor: 'worker', payload: { reason: error.message, stage: 'capture' } });
        });
        throw new UnrecoverableError(error.message);
      }
      throw error; // network or gateway outage: retry with back-off
    }
    await this.tx.run(async (uow) => {
      if (await this.appointments.markCaptured(id)) uow.emit({ type: BookingEvent.PaymentCaptured, aggregateType: 'appointment', aggregateId: id, actor: 'worker', payload: { paymentIntentId: a.payment_intent_id } });
    });
    return { status: 'done' };
  }
}

/** The events routed to CancelPaymentHandler (event-routes.ts). */
type CancelPaymentEvents = typeof BookingEvent.HoldExpired | typeof BookingEvent.HoldReleased | typeof BookingEvent.AppointmentPaymentOrphaned;

/**
 * `payment` queue, cancel: money for an appointment that will not happen (its hold expired, or the
 * payment arrived after the slot went to someone else) is released: an authorisation is cancelled
 * (and, when the appointment had recorded it, recorded released), a captured payment refunded in
 * full. Keys make both idempotent.
 */
@Injectable()
export class CancelPaymentHandler implements EventJobHandler<CancelPaymentEvents> {
  readonly queue = QueueName.Payment;
  readonly name = JobName.CancelPayment;

  constructor(
    private readonly tx: TransactionRunner,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly appointments: AppointmentPaymentsRepository,
  ) {}

  async handle(job: EventJob<CancelPaymentEvents>): Promise<JobOutcome> {
    const appointmentId = job.data.type === BookingEvent.AppointmentPaymentOrphaned ? job.data.aggregateId : job.data.payload.appointmentId;
    if (!appointmentId) return { status: 'skipped', reason: 'no appointment' };
    const a = await this.appointments.findPaymentState(appointmentId);
    if (!a?.payment_intent_id) return { status: 'skipped', reason: 'no payment' };
    if (a.status !== 'cancelled') return { status: 'skipped', reason: 'appointment is live' };
    const intent = await this.gateway.retrieve(a.payment_intent_id);
    if (intent.status === 'succeeded') {
      await this.gateway.refund(intent.id, a.amount_pence, `refund-cancelled-${appointmentId}`);
      await this.tx.run(async (uow) => {
        if (await this.appointments.markRefundedInFull(appointmentId)) uow.emit({ type: BookingEvent.RefundIssued, aggregateType: 'appointment', aggregateId: appointmentId, actor: 'worker', payload: { amountPence: a.amount_pence } });
      });
      return { status: 'done', detail: { refunded: a.amount_pence } };
    }
    if (intent.status !== 'canceled') await this.gateway.cancel(intent.id, `cancel-${appointmentId}`);
    // An orphaned payment had recorded the hold: say it is let go (a run after an earlier one's cancel finishes its record).
    const released = await this.tx.run(async (uow) => {
      const recorded = await this.appointments.recordReleased(appointmentId);
      if (recorded) {
        uow.emit({ type: BookingEvent.AuthorisationReleased, aggregateType: 'appointment', aggregateId: appointmentId, actor: 'worker', payload: { paymentIntentId: intent.id, releasedPence: a.amount_pence } });
      }
      return recorded;
    });
    return intent.status === 'canceled' && !released ? { status: 'skipped', reason: 'already canceled' } : { status: 'done' };
  }
}

/** The events routed to RefundCancellationHandler (event-routes.ts). */
type RefundCancellationEvents = typeof BookingEvent.AppointmentCancelled;

type PaymentState = NonNullable<Awaited<ReturnType<AppointmentPaymentsRepository['findPaymentState']>>>;

/**
 * `payment` queue, a cancellation (`AppointmentCancelled`): what goes back (refund_due_pence) was
 * decided in the cancelling transaction; this job makes the money match it, once (ADR 0042).
 * - a fee only held (authorized): only what is kept is ever taken. Half back: capture the other
 *   half (key capture-part-<id>; the rest is released at once); all back: cancel the authorisation
 *   (key cancel-<id>); nothing back after instruction: capture the whole (key capture-<id>, the
 *   capture job's, which skips cancelled appointments). Each recorded by a compare-and-set from
 *   authorized, so a second run (a worker killed after the gateway answered) captures nothing more:
 *   it repeats the call under the same key, which answers the first capture, and records it.
 * - a fee taken (completed, or processing and since taken): refund_due is refunded (key
 *   refund-patient-<id>) and refunded_pence set by a compare-and-set from 0.
 * - an authorisation that lapsed meanwhile: recorded lapsed, nothing taken; nothing paid: nothing to do.
 */
@Injectable()
export class RefundCancellationHandler implements EventJobHandler<RefundCancellationEvents> {
  readonly queue = QueueName.Payment;
  readonly name = JobName.RefundCancellation;

  constructor(
    private readonly tx: TransactionRunner,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly appointments: AppointmentPaymentsRepository,
  ) {}

  async handle(job: EventJob<RefundCancellationEvents>): Promise<JobOutcome> {
    const id = job.data.aggregateId;
    const a = await this.appointments.findPaymentState(id);
    if (!a || a.status !== 'cancelled' || a.refund_due_pence === null) return { status: 'skipped', reason: 'not a patient cancellation' };
    if (!a.payment_intent_id) return { status: 'skipped', reason: 'no payment' };
    if (a.payment_status === 'authorized') return this.settleHeld(id, a, a.payment_intent_id, a.refund_due_pence);
    if (a.payment_status === 'completed') return this.settlePaid(id, a, a.payment_intent_id, a.refund_due_pence);
    if (a.payment_status === 'processing') {
      // Recorded while still on its way: the gateway says whether it is held or taken by now.
      const intent = await this.gateway.retrieve(a.payment_intent_id);
      if (intent.status === 'requires_capture') return this.settleHeld(id, a, intent.id, a.refund_due_pence);
      if (intent.status === 'succeeded') return this.settlePaid(id, a, intent.id, a.refund_due_pence);
      return { status: 'skipped', reason: `nothing taken (${intent.status})` };
    }
    return { status: 'skipped', reason: `already settled (${a.payment_status})` };
  }

  private async settleHeld(id: string, a: PaymentState, intentId: string, duePence: number): Promise<JobOutcome> {
    const keepPence = a.amount_pence - duePence;
    try {
      if (keepPence <= 0) {
        await this.gateway.cancel(intentId, `cancel-${id}`);
        return this.recordReleased(id, intentId, a.amount_pence);
      }
      if (duePence > 0) {
        const intent = await this.gateway.capture(intentId, `capture-part-${id}`, keepPence);
        // What the gateway took is what is recorded; a gateway that took it all (it never should) refunds the due part.
        if (intent.amountCapturedPence >= a.amount_pence) return this.settlePaid(id, a, intentId, duePence);
        return this.recordPartCaptured(id, intentId, intent.amountCapturedPence || keepPence, a.amount_pence);
      }
      await this.gateway.capture(intentId, `capture-${id}`);
      await this.recordFeeKept(id, intentId);
      return { status: 'done', detail: { kept: a.amount_pence } };
    } catch (error) {
      if (!(error instanceof PaymentRefusedError)) throw error; // network or gateway outage: retry with back-off
      const intent = await this.gateway.retrieve(intentId);
      if (intent.status === 'canceled') {
        // Nothing was taken: what was all to go back went back; otherwise the authorisation lapsed first.
        if (keepPence <= 0) return this.recordReleased(id, intentId, a.amount_pence);
        await recordLapse(this.tx, this.appointments, id, intent, { live: false, actor: 'worker' });
        return { status: 'done', detail: { lapsed: true } };
      }
      // Taken whole already (the gateway says so, whatever the row recorded): refund what is due instead.
      if (intent.status === 'succeeded') return this.settlePaid(id, a, intentId, duePence);
      throw new UnrecoverableError(error.message);
    }
  }

  private async settlePaid(id: string, a: PaymentState, intentId: string, duePence: number): Promise<JobOutcome> {
    if (a.refunded_pence > 0) return { status: 'skipped', reason: 'already refunded' };
    if (duePence === 0) {
      await this.recordFeeKept(id, intentId);
      return { status: 'done', detail: { refunded: 0 } };
    }
    await this.gateway.refund(intentId, duePence, `refund-patient-${id}`);
    await this.tx.run(async (uow) => {
      if (await this.appointments.recordRefundDue(id)) {
        uow.emit({ type: BookingEvent.RefundIssued, aggregateType: 'appointment', aggregateId: id, actor: 'worker', payload: { amountPence: duePence, method: 'refund' } });
      }
    });
    return { status: 'done', detail: { refunded: duePence } };
  }

  private async recordPartCaptured(id: string, intentId: string, capturedPence: number, amountPence: number): Promise<JobOutcome> {
    await this.tx.run(async (uow) => {
      if (await this.appointments.recordPartCaptured(id, capturedPence)) {
        uow.emit({
          type: BookingEvent.PaymentPartlyCaptured,
          aggregateType: 'appointment',
          aggregateId: id,
          actor: 'worker',
          payload: { paymentIntentId: intentId, capturedPence, releasedPence: amountPence - capturedPence },
        });
      }
    });
    return { status: 'done', detail: { captured: capturedPence, released: amountPence - capturedPence } };
  }

  private async recordReleased(id: string, intentId: string, amountPence: number): Promise<JobOutcome> {
    await this.tx.run(async (uow) => {
      if (await this.appointments.recordReleased(id)) {
        uow.emit({ type: BookingEvent.AuthorisationReleased, aggregateType: 'appointment', aggregateId: id, actor: 'worker', payload: { paymentIntentId: intentId, releasedPence: amountPence } });
      }
    });
    return { status: 'done', detail: { released: amountPence } };
  }

  private async recordFeeKept(id: string, intentId: string) {
    await this.tx.run(async (uow) => {
      if (await this.appointments.markFeeKept(id)) uow.emit({ type: BookingEvent.PaymentCaptured, aggregateType: 'appointment', aggregateId: id, actor: 'worker', payload: { paymentIntentId: intentId } });
    });
  }
}
