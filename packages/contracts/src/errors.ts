/** The closed list of error codes the API answers with; the web maps each to a translated message. */
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'ANTI_FORGERY',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'URI_TOO_LONG',
  'RULE_VIOLATED',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'TOKEN_INVALID',
  /** The action needs a confirmed email address (buying, posting in the forum, the resume bank). */
  'EMAIL_UNVERIFIED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** HTTP status for each code, so every thrower agrees. */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  ANTI_FORGERY: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  URI_TOO_LONG: 414,
  RULE_VIOLATED: 422,
  RATE_LIMITED: 429,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_DISABLED: 403,
  TOKEN_INVALID: 400,
  EMAIL_UNVERIFIED: 403,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};
