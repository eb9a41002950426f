import { api } from '../../../lib/api-client.ts';

/** Downloads a conversation's file by the `/api/...` address the server listed, with the bearer token. */
export async function downloadSupportFile(url: string, name: string): Promise<void> {
  const blob = await api.download(url.startsWith('/api/') ? url.slice(4) : url, { toast: 'danger' });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
