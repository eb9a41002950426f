import { api } from '../../../lib/api-client.ts';

/**
 * GET a stored file with the session's headers (a plain link cannot send the bearer token) and return an object
 * URL for it; the caller revokes it.
 */
export async function fileObjectUrl(apiUrl: string, signal?: AbortSignal): Promise<string> {
  const blob = await api.download(apiUrl.replace(/^\/api(?=\/)/, ''), { signal });
  return URL.createObjectURL(blob);
}

/** Downloads a stored file under its name. */
export async function saveFile(apiUrl: string, fileName: string): Promise<void> {
  const url = await fileObjectUrl(apiUrl);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
