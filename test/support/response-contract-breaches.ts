/*
 * The answers that broke the API document in this test file. Apart from response-contract.ts so the
 * setup file that reads them (every test file, unit tests included) loads no app.
 */
export interface ContractBreach {
  route: string;
  status: number;
  errors: string;
}

export const breaches: ContractBreach[] = [];

/** The answers that broke the document since the last call (test/support/response-contract.setup.ts fails the test on any). */
export function takeContractBreaches(): ContractBreach[] {
  return breaches.splice(0);
}

