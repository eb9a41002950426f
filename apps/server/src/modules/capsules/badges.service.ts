import { randomBytes } from 'node:crypto';
import { badgeIdSchema, type BadgeView } from '@app/contracts/capsules';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { bakePng, defaultBadgePng } from './badge-png.ts';
import {
  createBadgeIssuer, encodeStatusList, hashedEmail, loadSigningKey, OB_V3_CONTEXT, STATUS_LIST_BITS, VC_V2_CONTEXT, type BadgeIssuer,
} from './badge-signing.ts';
import * as repo from './capsules.repository.ts';

const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
const pct = (v: number | null) => (v === null ? 'passed' : `passed with ${Math.round(v * 100) / 100}%`);

/**
 * The badge side of capsules: building and signing OpenBadgeCredentials, the public view with the server's own
 * verification, the issuer's DID document, the signed status lists and the baked PNG.
 */
export function createBadgesService(ctx: AppContext) {
  const cfg = ctx.config;
  let issuer: Promise<BadgeIssuer> | undefined;
  const getIssuer = () =>
    (issuer ??= loadSigningKey(cfg).then((key) =>
      createBadgeIssuer({ appUrl: cfg.APP_URL, brand: cfg.BRAND, key, retired: cfg.BADGE_RETIRED_KEYS }),
    ));
  const listUrl = (list: number) => `${cfg.APP_URL}/api/badges/status/${list}`;
  /** Signed status lists by list number, signed again after a revocation in that list. */
  const lists = new Map<number, Promise<string>>();

  return {
    getIssuer,
    /** Whether badges can be signed here (production without BADGE_SIGNING_KEY cannot; main.ts refuses to start then). */
    canSign: () => getIssuer().then(() => true, () => false),

    /** The signed credential of a new badge row. */
    async issue(c: repo.CapsuleRecord, row: repo.BadgeRecord, e: { email: string; test1: number | null; test2: number | null; test1On: Date | null; test2On: Date | null }) {
      const i = await getIssuer();
      const index = row.id;
      const list = Math.floor(index / STATUS_LIST_BITS) + 1;
      const within = index % STATUS_LIST_BITS;
      const salt = randomBytes(12).toString('hex');
      const name = c.badgeName || c.title;
      const pageUrl = `${cfg.APP_URL}/app/Capsules/${c.id}/badge/${row.publicId}`;
      const credential = {
        '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT],
        id: `urn:uuid:${row.publicId}`,
        type: ['VerifiableCredential', 'OpenBadgeCredential'],
        name,
        issuer: { id: i.did, type: ['Profile'], name: cfg.BRAND, url: cfg.APP_URL },
        validFrom: iso(row.issuedOn),
        credentialSubject: {
          type: ['AchievementSubject'],
          identifier: [{ type: 'IdentityObject', identityHash: hashedEmail(e.email, salt), identityType: 'emailAddress', hashed: true, salt }],
          achievement: {
            id: `${cfg.APP_URL}/app/Capsules?capsule=${c.id}`,
            type: ['Achievement'],
            achievementType: 'Badge',
            name,
            description: c.badgeDescription || c.description || `Passed both tests of the capsule "${c.title}".`,
            criteria: { narrative: c.badgeCriteria || `Watch the capsule "${c.title}" and pass Test 1 and Test 2.` },
            image: { id: `${cfg.APP_URL}/api/Capsules/${c.id}/badgeImage.png`, type: 'Image' },
          },
        },
        evidence: [
          { id: `${pageUrl}#test-1`, type: ['Evidence'], name: 'Test 1', description: `Test 1 ${pct(e.test1)}${e.test1On ? ` on ${e.test1On.toISOString().slice(0, 10)}` : ''}` },
          { id: `${pageUrl}#test-2`, type: ['Evidence'], name: 'Test 2', description: `Test 2 ${pct(e.test2)}${e.test2On ? ` on ${e.test2On.toISOString().slice(0, 10)}` : ''}` },
        ],
        credentialStatus: {
          id: `${listUrl(list)}#${within}`, type: 'BitstringStatusListEntry', statusPurpose: 'revocation', statusListIndex: String(within), statusListCredential: listUrl(list),
        },
      };
      return i.sign(credential);
    },

    /** The badge by its public id; a malformed or unknown id is 'missing'. */
    async find(publicId: string) {
      if (!badgeIdSchema.safeParse(publicId).success) throw notFound('Badge');
      const b = await repo.badgeByPublicId(ctx.db, publicId.toLowerCase());
      if (!b || !b.credential) throw notFound('Badge');
      return b;
    },

    async publicView(b: repo.BadgeRecord, publicUrl: string, linkedInUrl: string): Promise<BadgeView> {
      const i = await getIssuer();
      const cred = b.credential as Record<string, unknown> & {
        name: string; credentialSubject: { achievement: { description: string; criteria: { narrative: string } } }; evidence: { name: string; description: string }[];
      };
      const check = await i.verifySignature(cred);
      return {
        BadgeID: b.publicId, CapsuleID: b.capsuleId, Name: cred.name, Description: cred.credentialSubject.achievement.description,
        Criteria: cred.credentialSubject.achievement.criteria.narrative, ImageUrl: `/api/badges/${b.publicId}/image.png`, HolderName: b.holderName,
        IssuedOn: b.issuedOn.toISOString(), IssuerName: cfg.BRAND, Evidence: cred.evidence.map((e) => ({ Name: e.name, Description: e.description })),
        Status: b.revokedOn ? 'revoked' : 'valid', RevokedOn: b.revokedOn?.toISOString() ?? null,
        Verification: {
          SignatureValid: check.verified, Revoked: !!b.revokedOn, CheckedOn: ctx.now().toISOString(), Method: 'Data Integrity proof, eddsa-rdfc-2022 (Ed25519)',
          Issuer: i.did, Error: check.error ?? null,
        },
        Credential: cred, LinkedInUrl: linkedInUrl, PublicUrl: publicUrl,
      };
    },

    /** A revocation changed list `index`'s bit: sign that list again on its next request. */
    statusChanged(index: number) {
      lists.delete(Math.floor(index / STATUS_LIST_BITS) + 1);
    },

    async didDocument() {
      return (await getIssuer()).didDocument;
    },

    /** The signed BitstringStatusListCredential of list `list` (1-based), as JSON text. */
    async statusList(list: number) {
      let text = lists.get(list);
      if (!text) {
        text = (async () => {
          const i = await getIssuer();
          const from = (list - 1) * STATUS_LIST_BITS;
          const revoked = (await repo.revokedIndexes(ctx.db, from, from + STATUS_LIST_BITS)).map((x) => x - from);
          const url = listUrl(list);
          const signed = await i.sign({
            '@context': [VC_V2_CONTEXT], id: url, type: ['VerifiableCredential', 'BitstringStatusListCredential'], issuer: i.did, validFrom: iso(ctx.now()),
            credentialSubject: { id: `${url}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation', encodedList: encodeStatusList(revoked) },
          });
          return JSON.stringify(signed);
        })();
        lists.set(list, text);
        text.catch(() => lists.delete(list));
      }
      return text;
    },

    /** The capsule's badge image (the generated default). */
    capsuleImage: (capsuleId: number) => defaultBadgePng(capsuleId),

    /** The image with the badge's credential baked in. */
    bake: (png: Buffer, b: repo.BadgeRecord) => bakePng(png, b.credential as object),
  };
}
