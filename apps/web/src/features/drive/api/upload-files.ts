import { Upload } from 'tus-js-client';
import { DRIVE_TUS_PATH } from '@app/contracts/drive';
import { ANTI_FORGERY_HEADER, encodeAntiForgery } from '@app/contracts/anti-forgery';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { ANTI_FORGERY_KEY, API_BASE } from '../../../lib/config.ts';

export type UploadProgress = { name: string; sent: number; total: number; state: 'uploading' | 'done' | 'error'; error?: string };

/** The endpoint as the browser reaches it (API_BASE may be another origin). */
const endpoint = () => `${API_BASE}${DRIVE_TUS_PATH.replace(/^\/api/, '')}`;

/**
 * Uploads one file with the tus protocol: 5 MB chunks, retried on network errors, and resumed from the offset the
 * server kept (tus-js-client remembers unfinished uploads of the same file in this browser). Each request carries
 * the bearer token and a fresh anti-forgery header for its exact path.
 */
export function uploadFile(file: File, parentId: number | null, onProgress: (sent: number, total: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: endpoint(),
      chunkSize: 5 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name, ...(parentId ? { parentId: String(parentId) } : {}) },
      onBeforeRequest(req) {
        const { token, user, userId } = useAuthStore.getState();
        const url = new URL(req.getURL(), window.location.href);
        req.setHeader(ANTI_FORGERY_HEADER, encodeAntiForgery(user?.id ?? userId ?? 0, Date.now(), url.pathname + url.search, ANTI_FORGERY_KEY));
        if (token) req.setHeader('Authorization', `Bearer ${token}`);
      },
      onProgress: (sent, total) => onProgress(sent, total ?? file.size),
      onError: (error) => {
        const body = (error as { originalResponse?: { getBody(): string } | null }).originalResponse?.getBody?.();
        let message = error.message;
        try {
          if (body) message = (JSON.parse(body) as { message?: string }).message ?? message;
        } catch {
          if (body) message = body.trim();
        }
        reject(new Error(message));
      },
      onSuccess: () => resolve(),
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}
