// The Digital Bazaar credential libraries ship JavaScript without type declarations: the parts we call.
declare module '@digitalbazaar/vc' {
  export function issue(o: { credential: object; suite: unknown; documentLoader: unknown }): Promise<Record<string, unknown>>;
  export function verifyCredential(o: { credential: object; suite: unknown; documentLoader: unknown; checkStatus?: unknown }): Promise<{ verified: boolean; error?: unknown; results?: unknown[] }>;
}
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(o: { signer?: unknown; cryptosuite: unknown });
  }
}
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}
declare module '@digitalbazaar/ed25519-multikey' {
  export type KeyPair = {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): { id: string; algorithm: string; sign(o: { data: Uint8Array }): Promise<Uint8Array> };
    export(o: { publicKey?: boolean; secretKey?: boolean; includeContext?: boolean }): Promise<Record<string, unknown>>;
  };
  export function generate(o?: { id?: string; controller?: string }): Promise<KeyPair>;
  export function from(o: Record<string, unknown>): Promise<KeyPair>;
}
declare module '@digitalcredentials/verifier-core' {
  export function verifyCredential(o: { credential: object; knownDIDRegistries: unknown[] }): Promise<Record<string, unknown> & {
    errors?: { name: string; message: string }[];
    log?: { id: string; valid: boolean }[];
  }>;
}
