import { z } from 'zod';
import { errorCodes } from './errors.ts';

/** Wraps a payload schema in the success envelope every API response uses. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.number().int().describe('HTTP status, 200 on success'),
    message: z.string().describe("'Success' on success"),
    data,
  });

export type Envelope<T> = { status: number; message: string; data: T };

/** One field that failed validation. */
export const fieldErrorSchema = z.object({
  path: z.string().describe('dotted path of the field, e.g. body.email'),
  message: z.string(),
});

/** The error envelope; `code` is from the closed list in errors.ts. */
export const errorEnvelopeSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  code: z.enum(errorCodes),
  errors: z.array(fieldErrorSchema).optional(),
  /** Facts about a refused action the client can act on, e.g. `{ Balance }` with a coin debit larger than the balance. */
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const SUCCESS_MESSAGE = 'Success';
