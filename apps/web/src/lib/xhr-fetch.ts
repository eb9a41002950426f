/**
 * `fetch` over XMLHttpRequest, for uploads whose progress is shown (fetch cannot report upload progress).
 * Resolves with a Response like fetch does; rejects on a network failure, or with an AbortError on abort.
 */
export function xhrFetch(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: XMLHttpRequestBodyInit; signal?: AbortSignal },
  onUploadProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onUploadProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      onUploadProgress(1);
      const headers = new Headers();
      const retryAfter = xhr.getResponseHeader('Retry-After');
      if (retryAfter) headers.set('Retry-After', retryAfter);
      // A Response cannot carry a 1xx/204-like status with a body; the API always answers with an envelope.
      resolve(new Response(xhr.responseText, { status: xhr.status || 500, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (init.signal) {
      if (init.signal.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'));
        return;
      }
      init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(init.body ?? null);
  });
}
