import { SUCCESS_MESSAGE, type Envelope } from '@app/contracts/envelope';

/** The success envelope a handler returns. */
export function ok<T>(data: T, message = SUCCESS_MESSAGE): Envelope<T> {
  return { status: 200, message, data };
}
