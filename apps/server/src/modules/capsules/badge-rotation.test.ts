import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { buildCapsule, learnerWithBadge, ownAppUrl, verifyIndependently } from './capsule-factories.ts';
import { createBadgeIssuer, generateKey, keyFragment, type StoredKey } from './badge-signing.ts';

/*
 * Issue 15: a rotated signing key. The badge was signed by the app running with key A; the app now signs with key B
 * and keeps A's public key published (BADGE_RETIRED_KEYS), so the old badge still verifies, for our own page and for an
 * independent verifier alike; without A published it would not.
 */

let before: TestApp;
let after: TestApp;
let keyA: StoredKey;
let keyB: StoredKey;
let credential: { proof: { verificationMethod: string }; credentialSubject: { achievement: { name: string } } };

beforeAll(async () => {
  [keyA, keyB] = await Promise.all([generateKey(), generateKey()]);
  // One APP_URL before and after: a rotation keeps the issuer's DID.
  const APP_URL = ownAppUrl();
  before = await createTestApp({ config: { APP_URL, BADGE_SIGNING_KEY: JSON.stringify(keyA) } });
  const editor = await before.createUser({ role: 'Editor' });
  const c = await buildCapsule(before, editor, 'SAP FI general ledger basics');
  const { badge } = await learnerWithBadge(before, c.id);
  credential = (await before.request({ url: `/api/badges/${badge.BadgeID}` })).json().data.Credential;
  await before.close();
  after = await createTestApp({ config: { APP_URL, BADGE_SIGNING_KEY: JSON.stringify(keyB), BADGE_RETIRED_KEYS: keyA.publicKeyMultibase } });
}, 120_000);
afterAll(() => after?.close());

describe('a badge signed before a key rotation', () => {
  it('should be signed with key A, and key B and the retired key A both be published in the issuer\'s DID document', async () => {
    expect(credential.proof.verificationMethod.endsWith(`#${keyFragment(keyA.publicKeyMultibase)}`)).toBe(true);
    const res = await after.request({ url: '/api/badges/issuer/did.json' });
    expect(res.statusCode).toBe(200);
    const did = JSON.parse(res.body) as { verificationMethod: { id: string; publicKeyMultibase: string }[]; assertionMethod: string[] };
    expect(did.verificationMethod.map((m) => m.publicKeyMultibase)).toEqual([keyB.publicKeyMultibase, keyA.publicKeyMultibase]);
    expect(did.assertionMethod).toEqual(did.verificationMethod.map((m) => m.id));
    expect(did.assertionMethod).toContain(credential.proof.verificationMethod);
  });

  it('should still verify after the rotation (our check and an independent verifier), and not once key A is no longer published', async () => {
    const issuer = await after.services.capsules.badges.getIssuer();
    expect(await issuer.verifySignature(credential)).toEqual({ verified: true });
    const tampered = structuredClone(credential);
    tampered.credentialSubject.achievement.name = 'SAP S/4HANA master architect';
    expect((await issuer.verifySignature(tampered)).verified).toBe(false);
    const forgotten = await createBadgeIssuer({ appUrl: after.config.APP_URL, brand: after.config.BRAND, key: keyB });
    expect((await forgotten.verifySignature(credential)).verified).toBe(false);

    const good = await verifyIndependently(after, credential);
    expect(good.errors).toBeUndefined();
    expect(good.log).toMatchObject({ valid_signature: true });
  });

  it('should sign a badge issued after the rotation with key B', async () => {
    const editor = await after.createUser({ role: 'Editor' });
    const c = await buildCapsule(after, editor, 'Oracle Financials overview');
    const { badge } = await learnerWithBadge(after, c.id);
    const fresh = (await after.request({ url: `/api/badges/${badge.BadgeID}` })).json().data;
    expect(fresh.Credential.proof.verificationMethod.endsWith(`#${keyFragment(keyB.publicKeyMultibase)}`)).toBe(true);
    expect(fresh.Verification.SignatureValid).toBe(true);
  });
});
