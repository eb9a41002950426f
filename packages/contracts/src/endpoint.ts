import type { z } from 'zod';
import type { Capability } from './roles.ts';
import type { OwnedRecord } from './owned-records.ts';

/*
 * The endpoint table (docs/architecture.md, "One endpoint table"): each API endpoint is declared once, here in
 * contracts, with its method, path, schemas, access and documentation. The server registers its routes from
 * these declarations (apps/server/src/platform/http/route.ts), the web app calls through them
 * (apps/web/src/lib/endpoint-client.ts), and the authorization walk and the fuzzer read them.
 */

/** Who may call: anyone, any signed-in user, or the holders of a capability. */
export type Access = 'public' | 'authenticated' | Capability;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint. `response` is the schema of the envelope's `data` on 200 (the envelope itself is implied), or
 * 'file' for a download answered with the file's bytes.
 */
export type Endpoint = {
  method: HttpMethod;
  /** Under /api, with `:name` parameters; the spec's call path where there is one (matched case-insensitively). */
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType | 'file';
  access: Access;
  summary: string;
  tags: readonly string[];
  /** A multipart upload: the body is a form with one file, read by the handler (no JSON body schema). */
  upload?: true;
  /** For a download ('file'): the content types it answers with (documented as the route's `produces`). */
  produces?: readonly string[];
  /**
   * Called server to server by a payment provider (public, no session, no anti-forgery header): the handler reads the
   * raw body and verifies the provider's signature over it before anything changes.
   */
  webhook?: true;
  /**
   * Object-level access (the ownership gate): the kind of user-owned record the path or query id names. Another
   * user of the same role gets 404 and changes nothing. Every endpoint a learner may call with an id declares
   * this or `shared`.
   */
  owner?: OwnedRecord;
  /** Or why the record the id names is the same for every holder of the access (a catalogue course). */
  shared?: string;
  /**
   * A staff change that writes no audit entry says why (`none: ...`); every other staff change must write one
   * (the audit gate, apps/server/src/platform/http/audit-coverage.test.ts).
   */
  audit?: `none: ${string}`;
};

/** Declares an endpoint, keeping its literal types (the client and the server read them). */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type Infer<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type Input<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;

/** What a handler receives once the server validated the request. */
export type EndpointParams<E extends Endpoint> = Infer<E['params'], Record<string, never>>;
export type EndpointQuery<E extends Endpoint> = Infer<E['query'], Record<string, never>>;
export type EndpointBody<E extends Endpoint> = Infer<E['body'], undefined>;
/** The `data` of a successful answer. */
export type EndpointData<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : Blob;

/** What a caller sends: the schemas' input side (a query value may be a number before it is a string). */
export type EndpointInput<E extends Endpoint> =
  (E['params'] extends z.ZodType ? { params: Input<E['params'], never> } : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query'], never> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body'], never> } : { body?: never });

/** The path with its parameters filled in (each encoded as one path segment). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter '${name}' of ${path}`);
    return encodeURIComponent(String(value));
  });
}
