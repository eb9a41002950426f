import { api, type RequestOptions } from './api-client.ts';

/** Hands a file to the browser under a name, through a temporary object address. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later, not at once: a large file is still being written to disk after the click.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * GETs a file by the `/api/...` address the server listed (attachments, submitted files, uploads) with the session's
 * headers, which a plain link cannot send.
 */
export const fetchListedFile = (url: string, options?: RequestOptions) => api.download(url.replace(/^\/api(?=\/)/, ''), options);

/** Downloads a file the server listed and saves it under its name. */
export async function downloadListedFile(url: string, fileName: string, options?: RequestOptions): Promise<void> {
  saveBlob(await fetchListedFile(url, options), fileName);
}
