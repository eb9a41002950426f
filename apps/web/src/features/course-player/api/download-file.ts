import { api } from '../../../lib/api-client.ts';
import { apiPath } from '../lib/course-items.ts';

/**
 * Downloads a file the server listed with its `/api/...` address (assignment attachments, my submitted files)
 * with the bearer token, and hands it to the browser under its name.
 */
export async function downloadFile(url: string, name: string): Promise<void> {
  const blob = await api.download(apiPath(url), { toast: 'danger' });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
