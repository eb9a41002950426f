import { downloadListedFile } from '../../../lib/save-file.ts';

/**
 * Downloads a file the server listed with its `/api/...` address (assignment attachments, my submitted files)
 * with the bearer token, and hands it to the browser under its name.
 */
export const downloadFile = (url: string, name: string) => downloadListedFile(url, name, { toast: 'danger' });
