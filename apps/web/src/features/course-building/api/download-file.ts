import { fetchListedFile, saveBlob } from '../../../lib/save-file.ts';

/**
 * GET a stored file with the session's headers (a plain link cannot send the bearer token) and return an object
 * URL for it; the caller revokes it.
 */
export async function fileObjectUrl(apiUrl: string, signal?: AbortSignal): Promise<string> {
  return URL.createObjectURL(await fetchListedFile(apiUrl, { signal }));
}

/** Downloads a stored file under its name. */
export async function saveFile(apiUrl: string, fileName: string): Promise<void> {
  saveBlob(await fetchListedFile(apiUrl), fileName);
}
