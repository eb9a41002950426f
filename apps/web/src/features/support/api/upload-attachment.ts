import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /support/attachments (multipart "file"): one file for a message not sent yet; the server checks its type by content. */
export function uploadAttachment(file: File, signal?: AbortSignal) {
  const body = new FormData();
  body.append('file', file, file.name);
  return call(supportEndpoints.upload, {}, { form: body, signal });
}
