import { z } from 'zod';
import { accountRoles, normalizeRole, type AccountRole } from '@app/contracts/roles';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const csv = z.string().transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));

/** Every environment variable the server reads, with its default. README's configuration table mirrors this. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public URL used in mailed links; defaults to http://localhost:<PORT>. */
  APP_URL: z.url().optional(),
  BRAND: z.string().min(1).default('ERP Career Academy'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  /** Drive quota per role in MB, e.g. `Trainee=2048,Admin=20480` (roles not named keep their default). */
  DRIVE_QUOTAS_MB: z.string().optional(),
  /**
   * Signatures for the drive's malware scan (clamscan --database: a folder or one file). Without a usable one, uploads
   * are kept as unscanned and /api/ready says so.
   */
  DRIVE_SCAN_DATABASE: z.string().default('/var/lib/clamav'),
  /** Files larger than this (MB) are not scanned: kept as unscanned, never as clean. */
  DRIVE_SCAN_MAX_MB: z.coerce.number().min(0).max(4000).default(100),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  /** How long opening a PostgreSQL connection may take before the waiting query fails (ms). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('ERP Career Academy <no-reply@localhost>'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  ANTI_FORGERY_KEY: z.coerce.number().int().min(1).max(94).default(7),
  CORS_ORIGINS: csv.default([]),
  /** Sites that may show the /app/embed pages in an iframe (CSP frame-ancestors): origins, comma-separated; `*.` allowed before the host. */
  EMBED_ORIGINS: csv
    .pipe(z.array(z.string().regex(/^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i, 'each must be an origin such as https://blog.example.com (scheme and host, no path)')))
    .default([]),
  TRUST_PROXY: bool.default(false),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60 * 24),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(30),
  /** Seconds a resolved session is kept in process (0: off); revocations reach every instance at once through Redis. */
  /** Unset: 60 with REDIS_URL (invalidations reach every instance at once), 5 without (the delay other instances may see). */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(50),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce.number().int().min(1024).default(50 * 1024 * 1024),
  SEED_DEMO: bool.default(true),
  /** Whether the API process also runs the job workers (mail delivery, scheduled tasks); false when `npm run worker` processes do. */
  RUN_WORKERS: bool.default(true),
  /** Bytes of assignment uploads one learner may keep (submitted and pending); beyond it an upload answers 422 and keeps nothing. */
  USER_UPLOAD_QUOTA_BYTES: z.coerce.number().int().min(1024).default(200 * 1024 * 1024),
  /** Responses a question needs before item analysis may flag it as defective. */
  ITEM_ANALYSIS_MIN_RESPONSES: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Prometheus metrics at http://METRICS_HOST:METRICS_PORT/metrics (a port of its own, off the public API); off when unset. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  WEB_DIST: z.string().optional(),
  /** AES-256-GCM key of instance passwords: 64 hex characters or base64 of 32 bytes; required in production (without it there, instance
   * credentials cannot be stored or revealed: 503); development and tests use a fixed, public development key. */
  INSTANCE_ENCRYPTION_KEY: z.string().optional(),
  /** Payments (issue 14). Razorpay takes INR and Stripe USD when their keys are set; without keys the built-in test checkout does. */
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  /** The secret of Razorpay's webhook settings (its HMAC-SHA256 over the raw body is checked in constant time). */
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Another address for the providers' APIs (a local stand-in in tests); their own by default. */
  STRIPE_API_URL: z.string().url().optional(),
  RAZORPAY_API_URL: z.string().url().optional(),
  /** The `whsec_...` signing secret of the Stripe webhook endpoint. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Seconds a Stripe signature's timestamp may differ from now. */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** The built-in test provider (checkout page with pay / fail buttons, no network): on outside production; production only with true. */
  PAYMENTS_TEST_PROVIDER: bool.optional(),
  /** What one coin is worth when it pays part of an order, in minor units (paise, cents); 0 turns paying with coins off. */
  COIN_VALUE_INR: z.coerce.number().int().min(0).max(100_000).default(100),
  COIN_VALUE_USD: z.coerce.number().int().min(0).max(100_000).default(1),
  /** At most this share of a price may be paid with coins. */
  COINS_MAX_SHARE_PERCENT: z.coerce.number().int().min(0).max(99).default(50),
  /** The Ed25519 key that signs capsule badges (Open Badges 3.0): JSON { "publicKeyMultibase", "secretKeyMultibase" }. Required in
   * production; elsewhere generated into DATA_DIR/badge-signing-key.json on first start. */
  BADGE_SIGNING_KEY: z.string().optional(),
  /** Public keys (publicKeyMultibase, comma-separated) of earlier signing keys: kept in the issuer's DID document so old badges verify. */
  BADGE_RETIRED_KEYS: csv.default([]),
  /** A forum post is hidden, pending review, once this many distinct members have reported it. */
  FORUM_AUTO_HIDE_REPORTS: z.coerce.number().int().min(1).max(100).default(3),
  /** Minutes an unpaid order stays open before the expiry job (every minute) expires it and gives its coins back. */
  ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(60 * 24 * 7).default(60),
  /** The seller on invoices: legal name, address, GSTIN and the GST state code (CGST+SGST within it, IGST outside). */
  SELLER_NAME: z.string().default('ERP Career Academy Private Limited'),
  SELLER_ADDRESS: z.string().default('4th Floor, Cerebrum IT Park, Kalyani Nagar, Pune 411014, Maharashtra, India'),
  SELLER_GSTIN: z.string().default('27AAHCE1234F1Z5'),
  SELLER_STATE: z.string().regex(/^[A-Z]{2}$/, 'a two-letter GST state code such as MH').default('MH'),
  /** GST on training services in basis points (1800 = 18%); prices are GST inclusive. */
  GST_RATE_BP: z.coerce.number().int().min(0).max(5000).default(1800),
  /** SAC of the services sold (999293: commercial training and coaching). */
  INVOICE_SAC: z.string().regex(/^\d{4,8}$/).default('999293'),
  /** Roles that must sign in with a second factor, comma-separated; empty: none. Default Admin,SuperAdmin in production, none otherwise. */
  TWO_FACTOR_REQUIRED_ROLES: csv
    .pipe(z.array(z.string().transform((r, c) => {
      const role = normalizeRole(r);
      if (!role || !(accountRoles as readonly string[]).includes(role)) {
        c.addIssue({ code: 'custom', message: `unknown role '${r}' (one of ${accountRoles.join(', ')})` });
        return z.NEVER;
      }
      return role as AccountRole;
    })))
    .optional(),
});
export type Config = Omit<z.infer<typeof configSchema>, 'APP_URL' | 'TWO_FACTOR_REQUIRED_ROLES' | 'PAYMENTS_TEST_PROVIDER'> & {
  APP_URL: string;
  TWO_FACTOR_REQUIRED_ROLES: AccountRole[];
  PAYMENTS_TEST_PROVIDER: boolean;
};

/** Variables where an empty value means "none" rather than "the default". */
const EMPTY_IS_A_VALUE = new Set(['TWO_FACTOR_REQUIRED_ROLES']);

/** Parses the environment; an invalid value throws naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(configSchema.shape).map((k) => [k, env[k] === '' && !EMPTY_IS_A_VALUE.has(k) ? undefined : env[k]]),
  );
  const parsed = configSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.S3_BUCKET && !parsed.data.S3_ENDPOINT && !parsed.data.S3_REGION) {
    throw new Error('Invalid configuration:\n  S3_REGION: required with S3_BUCKET');
  }
  // A worker-only process cannot open the embedded database beside the API (one process per PGlite folder): with
  // PGlite, no jobs would ever run (no mail, no closing of overdue attempts).
  if (!parsed.data.RUN_WORKERS && !parsed.data.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  RUN_WORKERS: false needs DATABASE_URL (separate worker processes cannot share the embedded database)');
  }
  const twoFactorRoles = parsed.data.TWO_FACTOR_REQUIRED_ROLES ?? (parsed.data.NODE_ENV === 'production' ? ['Admin', 'SuperAdmin'] as AccountRole[] : []);
  // The authenticator keys are sealed with the instance key; production has no development key to fall back on.
  if (twoFactorRoles.length && parsed.data.NODE_ENV === 'production' && !parsed.data.INSTANCE_ENCRYPTION_KEY) {
    throw new Error(
      'Invalid configuration:\n  TWO_FACTOR_REQUIRED_ROLES: two-factor sign-in needs INSTANCE_ENCRYPTION_KEY in production (its keys are stored ' +
      'encrypted with it); set the key, or set TWO_FACTOR_REQUIRED_ROLES= (empty) to require it of nobody',
    );
  }
  return {
    ...parsed.data,
    APP_URL: parsed.data.APP_URL ?? `http://localhost:${parsed.data.PORT}`,
    TWO_FACTOR_REQUIRED_ROLES: [...new Set(twoFactorRoles)],
    // Refused in production unless explicitly enabled: it marks orders paid without money.
    PAYMENTS_TEST_PROVIDER: parsed.data.PAYMENTS_TEST_PROVIDER ?? parsed.data.NODE_ENV !== 'production',
  };
}

/** Config for tests: defaults plus overrides, never the process environment. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...overrides });
}
