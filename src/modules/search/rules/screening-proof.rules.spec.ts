import { SCREENING_PROOF_MINUTES } from '../search.constants.js';
import {
  checkScreeningProof,
  decodeScreeningProof,
  encodeScreeningProof,
  issueScreeningProof,
  SCREENING_PROOF_MAX_LENGTH,
  SCREENING_PROOF_VERSION,
  screeningBinding,
  screeningSubject,
} from './screening-proof.rules.js';

const SECRET = 'a-test-signing-secret-a-test-signing-secret';
const ann = { name: 'Ann Patient', phone: '07700 900982', postcode: 'SW1A 1AA' };
const now = new Date('2027-03-01T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe(screeningSubject.name, () => {
  it('reads one patient however the phone, postcode and name were typed', () => {
    const same = [
      ann,
      { name: '  ann   PATIENT ', phone: '+44 7700 900982', postcode: 'sw1a1aa' },
      { name: 'Ann\tPatient', phone: '0044 (0)7700-900982'.replace('(0)', ''), postcode: ' SW1A  1AA ' },
    ];
    for (const patient of same) expect(screeningSubject(patient)).toBe(screeningSubject(ann));
  });

  it('folds case beyond ASCII (ß and SS agree)', () => {
    expect(screeningSubject({ ...ann, name: 'Strauß' })).toBe(screeningSubject({ ...ann, name: 'STRAUSS' }));
  });

  it('tells apart another phone, another postcode and another name', () => {
    for (const other of [{ phone: '07700 900983' }, { postcode: 'SW1A 2AA' }, { name: 'Ann Patients' }]) {
      expect(screeningSubject({ ...ann, ...other })).not.toBe(screeningSubject(ann));
    }
  });
});

describe(screeningBinding.name, () => {
  it('is keyed: another secret gives another binding, and the proof carries no phone or name', () => {
    expect(screeningBinding(ann, SECRET)).not.toBe(screeningBinding(ann, `${SECRET}-other`));
    const proof = issueScreeningProof(ann, SECRET, now);
    const text = Buffer.from(proof.split('.')[0], 'base64url').toString('utf8');
    for (const secret of ['7700', '900982', 'SW1A', 'Ann', 'ann']) expect(text).not.toContain(secret);
  });
});

describe(issueScreeningProof.name, () => {
  it(`makes a proof of this version that lasts ${SCREENING_PROOF_MINUTES} minutes`, () => {
    const decoded = decodeScreeningProof(issueScreeningProof(ann, SECRET, now), SECRET);
    expect(decoded).toEqual({
      ok: true,
      claims: { v: SCREENING_PROOF_VERSION, x: now.getTime() / 1000 + SCREENING_PROOF_MINUTES * 60, b: screeningBinding(ann, SECRET) },
    });
  });

  it('stays well under the length a hold accepts', () => {
    expect(issueScreeningProof({ name: 'x'.repeat(120), phone: ann.phone, postcode: ann.postcode }, SECRET, now).length).toBeLessThan(SCREENING_PROOF_MAX_LENGTH / 2);
  });
});

describe(checkScreeningProof.name, () => {
  const sut = checkScreeningProof;
  const proof = issueScreeningProof(ann, SECRET, now);

  it('accepts its own proof for the same patient, however typed, until it expires', () => {
    expect(sut(proof, ann, SECRET, now)).toEqual({ ok: true });
    expect(sut(proof, { name: 'ANN  patient', phone: '+447700900982', postcode: 'sw1a 1aa' }, SECRET, minutes(SCREENING_PROOF_MINUTES - 1))).toEqual({ ok: true });
  });

  it('refuses it once expired', () => {
    expect(sut(proof, ann, SECRET, minutes(SCREENING_PROOF_MINUTES))).toEqual({ ok: false, reason: 'expired' });
  });

  it("refuses another patient's proof", () => {
    for (const other of [{ phone: '07700 900983' }, { postcode: 'SW1A 2AA' }, { name: 'Bob Patient' }]) {
      expect(sut(proof, { ...ann, ...other }, SECRET, now)).toEqual({ ok: false, reason: 'patient' });
    }
  });

  it('refuses a forged or altered proof: another secret, changed claims, a changed signature', () => {
    expect(sut(issueScreeningProof(ann, 'another-secret-another-secret-0000', now), ann, SECRET, now)).toEqual({ ok: false, reason: 'signature' });
    const [body, signature] = proof.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { x: number };
    const later = Buffer.from(JSON.stringify({ ...claims, x: claims.x + 86_400 })).toString('base64url');
    expect(sut(`${later}.${signature}`, ann, SECRET, now)).toEqual({ ok: false, reason: 'signature' });
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(sut(`${body}.${flipped}`, ann, SECRET, now)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a proof of another version, even one we signed', () => {
    const old = encodeScreeningProof({ v: SCREENING_PROOF_VERSION + 1, x: now.getTime() / 1000 + 600, b: screeningBinding(ann, SECRET) }, SECRET);
    expect(sut(old, ann, SECRET, now)).toEqual({ ok: false, reason: 'version' });
  });

  it('refuses what is not a proof at all', () => {
    for (const token of [undefined, null, 42, {}, '', 'abc', 'a.b.c', '.x', 'x.', 'x'.repeat(SCREENING_PROOF_MAX_LENGTH + 1)]) {
      expect(sut(token, ann, SECRET, now)).toEqual({ ok: false, reason: expect.stringMatching(/^(malformed|signature)$/) });
    }
  });

  it('refuses signed claims that are not claims', () => {
    for (const claims of [{ v: SCREENING_PROOF_VERSION }, { v: SCREENING_PROOF_VERSION, x: 'soon', b: 'x' }, { v: SCREENING_PROOF_VERSION, x: now.getTime() / 1000 + 60 }]) {
      const token = encodeScreeningProof(claims as never, SECRET);
      expect(sut(token, ann, SECRET, now)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
