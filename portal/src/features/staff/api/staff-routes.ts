/** Every staff route of one practice starts here; the server checks the practice on each (ADR 0030). */
export const staffBase = (practiceId: string) => `/api/practices/${encodeURIComponent(practiceId)}/staff`;

/** Every query of one practice's staff pages starts with this key. */
export const practiceKey = (practiceId: string) => ['staff', practiceId] as const;
