import { encodeAntiForgery, ANTI_FORGERY_HEADER } from '@app/contracts/anti-forgery';
import { playerEndpoints } from '@app/contracts/courses.endpoints';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { ANTI_FORGERY_KEY, API_BASE } from '../../../lib/config.ts';
import { call } from '../../../lib/endpoint-client.ts';
import type { HeartbeatAck } from '../lib/heartbeat-scheduler.ts';

const heartbeatPath = (courseId: number, lessonId: number) => `/course/${courseId}/lessons/${lessonId}/heartbeat`;

/** POST /course/{id}/lessons/{lessonId}/heartbeat: the material's position; idempotent on the server. */
export const sendHeartbeat = (courseId: number, lessonId: number, position: number): Promise<HeartbeatAck> =>
  call(playerEndpoints.heartbeat, { params: { id: courseId, lessonId }, body: { Position: Math.max(0, Math.round(position * 10) / 10) } });

/**
 * The same heartbeat sent so that it outlives the page (fetch keepalive, as on unload): the answer is not read.
 * The API client cannot do this, so the request carries the same headers itself.
 */
export function sendHeartbeatOnLeave(courseId: number, lessonId: number, position: number): void {
  const { token, user, userId } = useAuthStore.getState();
  if (!token) return;
  const url = `${API_BASE}${heartbeatPath(courseId, lessonId)}`;
  const signed = API_BASE.startsWith('/') ? url : new URL(url).pathname;
  try {
    void fetch(url, {
      method: 'POST',
      keepalive: true,
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        [ANTI_FORGERY_HEADER]: encodeAntiForgery(user?.id ?? userId ?? 0, Date.now(), signed, ANTI_FORGERY_KEY),
      },
      body: JSON.stringify({ Position: Math.max(0, Math.round(position * 10) / 10) }),
    }).catch(() => undefined);
  } catch {
    // A page that is going away cannot do more.
  }
}
