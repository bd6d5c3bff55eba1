import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { JobName, QueueName } from '../../../shared/queues/queue-names.js';
import type { EventJob, EventJobHandler, JobOutcome } from '../../../shared/queues/job-handler.js';
import { PAYMENT_GATEWAY, type PaymentGateway, PaymentRefusedError } from '../../payments/index.js';
import { AppointmentPaymentsRepository } from '../repositories/appointment-payments.repository.js';
import { BookingEvent } from '../booking.events.js';

/** The events routed to CapturePaymentHandler (event-routes.ts). */
type CapturePaymentEvents = typeof BookingEvent.AppointmentConfirmed;

/**
 * `payment` queue, capture: after admin confirmation, capture the authorisation once. The gateway
 * call carries idempotency key capture-<appointment>, and the completed status is a compare-and-set
 * from authorized, so a job that runs twice captures once.
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
 * payment arrived after the slot went to someone else) is released: an authorisation is cancelled,
 * a captured payment refunded in full. Keys make both idempotent.
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
    if (intent.status === 'canceled') return { status: 'skipped', reason: 'already canceled' };
    await this.gateway.cancel(intent.id, `cancel-${appointmentId}`);
    return { status: 'done' };
  }
}

/** The events routed to RefundCancellationHandler (event-routes.ts). */
type RefundCancellationEvents = typeof BookingEvent.AppointmentCancelled;

/**
 * `payment` queue, a patient's cancellation (`AppointmentCancelled`): the refund rule's amount went
 * into refund_due_pence in the cancelling transaction; this job makes the money match it, once.
 * - refund due: an authorisation is captured first (key capture-<id>), then refund_due is refunded
 *   (key refund-patient-<id>) and refunded_pence set by a compare-and-set from 0, so a job that
 *   runs twice (or a retried gateway call) refunds once;
 * - nothing due after the practice was instructed: an authorisation is captured (the fee is kept),
 *   since the capture job skips cancelled appointments;
 * - nothing paid: nothing to do.
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
    if (a.refunded_pence > 0) return { status: 'skipped', reason: 'already refunded' };
    let intent = await this.gateway.retrieve(a.payment_intent_id);
    if (intent.status !== 'requires_capture' && intent.status !== 'succeeded') return { status: 'skipped', reason: `nothing taken (${intent.status})` };
    if (intent.status === 'requires_capture' && a.refund_due_pence >= a.amount_pence) {
      // Everything goes back and nothing was taken yet: release the authorisation instead.
      await this.gateway.cancel(intent.id, `cancel-${id}`);
      await this.recordRefund(id, a.refund_due_pence, 'authorisation released');
      return { status: 'done', detail: { refunded: a.refund_due_pence, released: true } };
    }
    if (intent.status === 'requires_capture') intent = await this.gateway.capture(intent.id, `capture-${id}`);
    if (a.refund_due_pence === 0) {
      await this.tx.run(() => this.appointments.markFeeKept(id));
      return { status: 'done', detail: { refunded: 0 } };
    }
    await this.gateway.refund(intent.id, a.refund_due_pence, `refund-patient-${id}`);
    await this.recordRefund(id, a.refund_due_pence, 'refund');
    return { status: 'done', detail: { refunded: a.refund_due_pence } };
  }

  /** refunded_pence moves from 0 to what was due once (compare-and-set), with its event. */
  private async recordRefund(id: string, amountPence: number, method: 'refund' | 'authorisation released') {
    await this.tx.run(async (uow) => {
      if (await this.appointments.recordRefundDue(id)) uow.emit({ type: BookingEvent.RefundIssued, aggregateType: 'appointment', aggregateId: id, actor: 'worker', payload: { amountPence, method } });
    });
  }
}
