import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { issueScreeningProof, type ScreenedPatient } from '../../src/modules/search/rules/screening-proof.rules.js';
import { ScreeningProofs } from '../../src/modules/search/services/screening-proofs.js';
import { startOffsetMs } from '../../src/shared/clock/clock.js';

/*
 * POST /api/holds requires the `screening` proof a search answers once the patient said "none of
 * these" to the emergency signs. Tests that are about something else than the search get the same
 * proof from these helpers, once per patient, instead of running a search before every hold.
 */

/** The proof a search with `redFlags: []` would answer this patient: made by the app's own service (its secret, its clock). */
export function screeningFor(app: NestFastifyApplication, patient: ScreenedPatient): Promise<string> {
  return app.get(ScreeningProofs).issue(patient);
}

/**
 * The same for an api running in another process of this run (scale-out, kill and outage tests,
 * browser journeys' direct calls): signed with the run's SESSION_SECRET, which every api of the run
 * signs with, at the run's clock (TEST_CLOCK_OFFSET_MS).
 */
export function screeningSignedFor(patient: ScreenedPatient): string {
  const secret = process.env.SESSION_SECRET;
  if (!secret) throw new Error('SESSION_SECRET is not set: the test run signs with it (test/support/global-setup.mjs)');
  return issueScreeningProof(patient, secret, new Date(Date.now() + startOffsetMs()));
}

/** A POST /api/holds body: the slot, the patient and their screening proof (`screeningFor`). */
export async function screenedHold<P extends ScreenedPatient>(app: NestFastifyApplication, slotId: string, patient: P): Promise<{ slotId: string; patient: P; screening: string }> {
  return { slotId, patient, screening: await screeningFor(app, patient) };
}
