import { api } from '../../../shared/api-client';
import type { SimulatedConfirmation } from './confirm-simulated-card';

/** POST /api/simulated-payments/authenticate: the patient's answer to the simulated bank's check, as the bank's page gives it to Stripe. */
export const answerSimulatedChallenge = (clientSecret: string, result: 'complete' | 'fail') =>
  api.post<SimulatedConfirmation>('/api/simulated-payments/authenticate', { clientSecret, result });
