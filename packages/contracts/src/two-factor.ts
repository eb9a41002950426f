import { z } from 'zod';
import { deviceSignatureSchema, sessionResultSchema } from './auth.ts';

/*
 * Two-factor sign-in (docs/architecture.md, "Accounts"): a TOTP authenticator app, ten single-use recovery codes
 * and devices remembered for REMEMBER_DEVICE_DAYS days.
 */

/** Recovery codes issued at once (enabling, or regenerating: the earlier ones stop working). */
export const RECOVERY_CODE_COUNT = 10;
/** Days a device stays remembered after a second-factor sign-in with "remember this device". */
export const REMEMBER_DEVICE_DAYS = 30;
/** Wrong codes one challenge accepts before it must be started again with the password. */
export const CHALLENGE_ATTEMPTS = 5;

/** A six-digit code of the authenticator app (spaces allowed, as apps show "123 456"). */
export const totpCodeField = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'));

/** A recovery code as printed (xxxx-xxxx-xxxx); case, spaces and dashes do not matter. */
export const recoveryCodeField = z
  .string()
  .max(40)
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{12}$/, 'Enter a recovery code as printed, e.g. abcd-efgh-2345'));

const challengeTokenField = z.string().min(20).max(200).describe('the ChallengeToken of the login answer');

/** The login answer when a second step is needed instead of a session. */
export const twoFactorChallengeSchema = z.object({
  TwoFactorRequired: z.literal(true),
  EnrolmentRequired: z.boolean().describe('the role requires two-factor sign-in and the account has none yet: set it up with the token'),
  ChallengeToken: z.string().describe('single use, short-lived; only for the second step'),
  ExpiresAt: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /api/auth/login answers a session, or a challenge for accounts with two-factor sign-in. */
export const loginResultSchema = z.union([sessionResultSchema, twoFactorChallengeSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

export const rememberedDeviceResultSchema = z.object({
  ID: z.number().int().describe('the device in the list of remembered devices'),
  DeviceToken: z.string().describe('send it as rememberedDevice with the password to skip the code on this device'),
  ExpiresAt: z.string(),
});

/** A session after the second step, with the remembered-device token when asked for. */
export const twoFactorSessionSchema = sessionResultSchema.extend({
  RememberedDevice: rememberedDeviceResultSchema.nullable(),
});

export const twoFactorLoginBodySchema = z
  .object({
    ChallengeToken: challengeTokenField,
    Code: totpCodeField.optional(),
    RecoveryCode: recoveryCodeField.optional(),
    RememberDevice: z.boolean().default(false),
    device: deviceSignatureSchema.optional(),
  })
  .refine((b) => (b.Code === undefined) !== (b.RecoveryCode === undefined), { message: 'Send either Code or RecoveryCode', path: ['Code'] });

/** What setting up shows: the key as text, the otpauth address and its QR code. */
export const twoFactorSetupSchema = z.object({
  Secret: z.string().describe('base32 key to type into the app'),
  OtpauthUri: z.string(),
  QrCode: z.string().describe('data: URL of an SVG QR code of OtpauthUri'),
});

export const loginSetupBodySchema = z.object({ ChallengeToken: challengeTokenField });
export const loginEnableBodySchema = z.object({
  ChallengeToken: challengeTokenField,
  Code: totpCodeField,
  RememberDevice: z.boolean().default(false),
  device: deviceSignatureSchema.optional(),
});

export const recoveryCodesSchema = z.object({ RecoveryCodes: z.array(z.string()).describe('shown once; stored only hashed') });
/** The session of a forced enrolment, with the new recovery codes. */
export const enrolledSessionSchema = twoFactorSessionSchema.extend(recoveryCodesSchema.shape);

export const codeBodySchema = z.object({ Code: totpCodeField });
export const disableBodySchema = z.object({
  Password: z.string().min(1, 'Required').max(128),
  Code: z.string().max(40).describe('a code of the app, or a recovery code'),
});

export const rememberedDeviceSchema = z.object({
  ID: z.number().int(),
  UserAgent: z.string(),
  CreatedOn: z.string(),
  LastUsedOn: z.string().nullable(),
  ExpiresAt: z.string(),
});
export type RememberedDevice = z.infer<typeof rememberedDeviceSchema>;

export const twoFactorStatusSchema = z.object({
  Enabled: z.boolean(),
  EnrolledOn: z.string().nullable(),
  Required: z.boolean().describe('the role requires it: it cannot be turned off'),
  RecoveryCodesLeft: z.number().int(),
  Devices: z.array(rememberedDeviceSchema).describe('remembered devices that have not expired, newest first'),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
