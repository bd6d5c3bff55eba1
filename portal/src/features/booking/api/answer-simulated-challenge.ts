import { api } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';
import type { SimulatedAnswer } from './confirm-simulated-card';

/** POST /api/simulated-payments/authenticate: the patient's answer to the simulated bank's check, as the bank's page gives it to Stripe. */
export const answerSimulatedChallenge = (clientSecret: string, result: SimulatedAnswer['result']) =>
  api.post<ApiAnswer<'/api/simulated-payments/authenticate', 'post'>>('/api/simulated-payments/authenticate', {
    clientSecret,
    result,
  } satisfies SimulatedAnswer);
