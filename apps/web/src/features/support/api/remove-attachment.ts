import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** DELETE /support/attachments/{fileId}: an upload no message carries yet. */
export const removeAttachment = (fileId: number) => call(supportEndpoints.removeUpload, { params: { fileId } });
