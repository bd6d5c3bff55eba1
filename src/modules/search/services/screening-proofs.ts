import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock/clock.js';
import { SiteSettingsService } from '../../site/index.js';
import { checkScreeningProof, issueScreeningProof, type ScreenedPatient } from '../rules/screening-proof.rules.js';
import { ScreeningRequiredError } from '../search.errors.js';

/**
 * Signs and checks screening proofs (screening-proof.rules.ts) with the site's signing secret and the
 * one clock: a search that ran issues one, POST /api/holds refuses a hold without a good one.
 */
@Injectable()
export class ScreeningProofs {
  constructor(
    private readonly site: SiteSettingsService,
    private readonly clock: Clock,
  ) {}

  async issue(patient: ScreenedPatient): Promise<string> {
    const { signingSecret } = await this.site.get();
    return issueScreeningProof(patient, signingSecret, this.clock.now());
  }

  /** Nothing when `token` proves this patient was screened; otherwise 400 `screening_required` (the reason is not told). */
  async verify(token: unknown, patient: ScreenedPatient): Promise<void> {
    const { signingSecret } = await this.site.get();
    if (!checkScreeningProof(token, patient, signingSecret, this.clock.now()).ok) throw new ScreeningRequiredError();
  }
}
