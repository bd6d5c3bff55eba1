import { Injectable } from '@nestjs/common';
import { CONFIRMATION_TEMPLATE, phoneHash, textableNumber } from '../rules/sms.rules.js';
import type { SmsListStatus } from '../sms.constants.js';
import { SmsRepository } from '../repositories/sms.repository.js';

/**
 * What the admin appointments list shows of texts: `opted-out` when the patient declined texts or the
 * number replied STOP, else the state of the latest confirmation text (null before one is accepted,
 * and for a number that takes no texts).
 */
@Injectable()
export class SmsAdminView {
  constructor(private readonly sms: SmsRepository) {}

  async statuses(rows: ReadonlyArray<{ id: string; patient_phone: string; texts_declined: boolean }>): Promise<Map<string, SmsListStatus>> {
    const hashes = new Map<string, string>();
    for (const r of rows) {
      const number = textableNumber(r.patient_phone);
      if (number.ok) hashes.set(r.id, phoneHash(number.e164));
    }
    const [stopped, latest] = await Promise.all([this.sms.optedOutAmong([...hashes.values()]), this.sms.latestOfTemplate(rows.map((r) => r.id), CONFIRMATION_TEMPLATE)]);
    const statusOf = new Map(latest.map((l) => [l.appointment_id!, l.status]));
    const answer = new Map<string, SmsListStatus>();
    for (const r of rows) {
      const hash = hashes.get(r.id);
      const last = statusOf.get(r.id);
      answer.set(r.id, r.texts_declined || (hash !== undefined && stopped.has(hash)) ? 'opted-out' : last && last !== 'sending' ? last : null);
    }
    return answer;
  }
}
