import { downloadListedFile } from '../../../lib/save-file.ts';

/** Downloads a conversation's file by the `/api/...` address the server listed, with the bearer token. */
export const downloadSupportFile = (url: string, name: string) => downloadListedFile(url, name, { toast: 'danger' });
