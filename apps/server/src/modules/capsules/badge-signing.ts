import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import credentialsV2 from './badge-contexts/credentials-v2.json' with { type: 'json' };
import obV3 from './badge-contexts/ob-v3p0-3.0.3.json' with { type: 'json' };
import didV1 from './badge-contexts/did-v1.json' with { type: 'json' };
import multikeyV1 from './badge-contexts/multikey-v1.json' with { type: 'json' };

/*
 * Open Badges 3.0 credentials signed with a Data Integrity proof (eddsa-rdfc-2022), see README.md in this folder.
 * Everything the signing and our own verification need is in this repository: the JSON-LD contexts are files
 * (badge-contexts/), the issuer's DID document is built here; the document loader never goes to the network.
 */

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
const DID_V1_CONTEXT = 'https://www.w3.org/ns/did/v1';
const MULTIKEY_V1_CONTEXT = 'https://w3id.org/security/multikey/v1';

const contexts = new Map<string, unknown>([
  [VC_V2_CONTEXT, credentialsV2],
  [OB_V3_CONTEXT, obV3],
  [DID_V1_CONTEXT, didV1],
  [MULTIKEY_V1_CONTEXT, multikeyV1],
]);

/** The signing key's exported form (Multikey), as kept in BADGE_SIGNING_KEY or the data directory. */
export type StoredKey = { publicKeyMultibase: string; secretKeyMultibase: string };

/** A key's fragment in the DID document, derived from the public key: a retired key keeps its id. */
export const keyFragment = (publicKeyMultibase: string) => `key-${createHash('sha256').update(publicKeyMultibase).digest('hex').slice(0, 12)}`;

/**
 * The signing key: BADGE_SIGNING_KEY (JSON { publicKeyMultibase, secretKeyMultibase }) when set; otherwise, outside
 * production, the key in DATA_DIR/badge-signing-key.json, generated there on first start. Production without it
 * is refused by the configuration.
 */
export async function loadSigningKey(cfg: { BADGE_SIGNING_KEY?: string; DATA_DIR: string; NODE_ENV: string }): Promise<StoredKey> {
  if (cfg.BADGE_SIGNING_KEY) return parseKey(cfg.BADGE_SIGNING_KEY, 'BADGE_SIGNING_KEY');
  if (cfg.NODE_ENV === 'production') throw new Error('BADGE_SIGNING_KEY is required in production (badges are signed with it)');
  const file = path.join(cfg.DATA_DIR, 'badge-signing-key.json');
  try {
    return parseKey(await readFile(file, 'utf8'), file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const key = await generateKey();
  await mkdir(cfg.DATA_DIR, { recursive: true });
  // 'wx': a concurrent first start that wrote the file first wins; read theirs.
  try {
    await writeFile(file, JSON.stringify(key), { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    return parseKey(await readFile(file, 'utf8'), file);
  }
}

/** A new Ed25519 key in its exported Multikey form. */
export async function generateKey(): Promise<StoredKey> {
  const pair = await Ed25519Multikey.generate();
  const out = await pair.export({ publicKey: true, secretKey: true, includeContext: false });
  return { publicKeyMultibase: String(out.publicKeyMultibase), secretKeyMultibase: String(out.secretKeyMultibase) };
}

function parseKey(text: string, where: string): StoredKey {
  const k = JSON.parse(text) as Partial<StoredKey>;
  if (typeof k.publicKeyMultibase !== 'string' || typeof k.secretKeyMultibase !== 'string') {
    throw new Error(`${where}: expected JSON { "publicKeyMultibase": "z6Mk...", "secretKeyMultibase": "z..." }`);
  }
  return { publicKeyMultibase: k.publicKeyMultibase, secretKeyMultibase: k.secretKeyMultibase };
}

/** did:web of the issuer under APP_URL: did:web:<host>:api:badges:issuer resolves to <APP_URL>/api/badges/issuer/did.json. */
export function issuerDid(appUrl: string) {
  const u = new URL(appUrl);
  return `did:web:${encodeURIComponent(u.host)}:api:badges:issuer`;
}

export type BadgeIssuer = Awaited<ReturnType<typeof createBadgeIssuer>>;

/**
 * The issuer: its DID document (current and retired keys), signing of credentials with the current key, and
 * verification with the offline loader. `retired` are public keys (publicKeyMultibase) of earlier signing keys.
 */
export async function createBadgeIssuer(o: { appUrl: string; brand: string; key: StoredKey; retired?: readonly string[] }) {
  const did = issuerDid(o.appUrl);
  const currentId = `${did}#${keyFragment(o.key.publicKeyMultibase)}`;
  const pair = await Ed25519Multikey.from({ ...o.key, id: currentId, controller: did, type: 'Multikey' });
  const publicKeys = [o.key.publicKeyMultibase, ...(o.retired ?? []).filter((k) => k !== o.key.publicKeyMultibase)];
  const methods = publicKeys.map((k) => ({ id: `${did}#${keyFragment(k)}`, type: 'Multikey', controller: did, publicKeyMultibase: k }));

  const didDocument = {
    '@context': [DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT],
    id: did,
    verificationMethod: methods,
    assertionMethod: methods.map((m) => m.id),
  };

  async function documentLoader(url: string) {
    const context = contexts.get(url);
    if (context !== undefined) return { contextUrl: null, documentUrl: url, document: context };
    if (url === did) return { contextUrl: null, documentUrl: url, document: didDocument };
    const method = methods.find((m) => m.id === url);
    if (method) return { contextUrl: null, documentUrl: url, document: { '@context': MULTIKEY_V1_CONTEXT, ...method } };
    throw new Error(`Offline document loader: unknown document ${url}`);
  }

  return {
    did,
    didDocument,
    keyId: currentId,
    documentLoader,
    /** Signs a credential (a copy is returned) with the current key. */
    async sign<T extends object>(credential: T): Promise<T & { proof: Record<string, unknown> }> {
      const suite = new DataIntegrityProof({ signer: pair.signer(), cryptosuite: eddsaRdfc2022 });
      return (await vc.issue({ credential: structuredClone(credential), suite, documentLoader })) as T & { proof: Record<string, unknown> };
    },
    /** Whether the credential's proof checks out against a published key (current or retired). Status is not looked at here. */
    async verifySignature(credential: object): Promise<{ verified: boolean; error?: string }> {
      try {
        const suite = new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 });
        const r = await vc.verifyCredential({ credential, suite, documentLoader, checkStatus: async () => ({ verified: true }) });
        return r.verified ? { verified: true } : { verified: false, error: errorText(r.error) };
      } catch (e) {
        return { verified: false, error: errorText(e) };
      }
    },
  };
}

function errorText(e: unknown): string {
  if (!e) return 'The proof does not match the credential';
  if (Array.isArray((e as { errors?: unknown[] }).errors)) return (e as { errors: unknown[] }).errors.map(errorText).join('; ');
  return e instanceof Error ? e.message : String(e);
}

/** Bits in one status list: the Bitstring Status List minimum (16 KB), so one entry says little about the holder. */
export const STATUS_LIST_BITS = 131_072;

/** The encodedList of a Bitstring Status List: GZIP of the bits (index 0 is the first byte's highest bit), multibase base64url. */
export function encodeStatusList(revokedIndexes: Iterable<number>, bits = STATUS_LIST_BITS): string {
  const bytes = new Uint8Array(bits / 8);
  for (const i of revokedIndexes) {
    if (i >= 0 && i < bits) bytes[i >> 3]! |= 0x80 >> (i & 7);
  }
  return `u${gzipSync(bytes).toString('base64url')}`;
}

/** The hashed email identifier of OB 3.0 (identityHash 'sha256$<hex of email + salt>'). */
export function hashedEmail(email: string, salt: string) {
  return `sha256$${createHash('sha256').update(email.trim().toLowerCase() + salt).digest('hex')}`;
}
