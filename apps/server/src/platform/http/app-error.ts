import { errorStatus, type ErrorCode } from '@app/contracts/errors';

/** The one error type of the API: a code from the closed list, its HTTP status and a message safe to show. */
export class AppError extends Error {
  /** Facts about the refusal the caller can act on (e.g. the balance of a refused coin debit), sent as the envelope's `data`. */
  data?: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
    readonly httpStatus: number = errorStatus[code],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message = 'You do not have access to this') => new AppError('FORBIDDEN', message);
export const ruleViolated = (message: string) => new AppError('RULE_VIOLATED', message);
export const badRequest = (message: string, path?: string) =>
  new AppError('VALIDATION', message, path ? [{ path, message }] : undefined);
