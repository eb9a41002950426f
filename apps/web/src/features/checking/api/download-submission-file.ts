import { api } from '../../../lib/api-client.ts';
import { apiPath } from '../lib/paths.ts';

/** GET /usersProgress/submissions/{id}/files/{fileId} (the file's Url) with the session: the file as a Blob. */
export const downloadSubmissionFile = (url: string) => api.download(apiPath(url));
