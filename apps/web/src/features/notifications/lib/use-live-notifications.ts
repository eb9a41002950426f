import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@app/contracts/notifications';
import { notificationsEndpoints as e } from '@app/contracts/notifications.endpoints';
import { ApiError } from '../../../lib/api-client.ts';
import { API_BASE } from '../../../lib/config.ts';
import { call } from '../../../lib/endpoint-client.ts';
import { notificationKeys } from '../api/notification-keys.ts';

/** A hidden tab keeps its stream this long, then lets it go (and the session's idle clock run) until it is shown again. */
const HIDDEN_CLOSE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * The signed-in user's live notifications (Server-Sent Events, docs/architecture.md "Live notifications"). A
 * browser EventSource cannot send the bearer token, so the stream is opened by a signed address valid for a
 * minute (GET /userNotifications/streamUrl); the server ends a stream after 10-15 minutes ('renew') and when the
 * session ends ('session'). It reconnects by itself: at once on 'renew', after a growing pause (1 s to 30 s) when
 * the connection drops or the address was refused, and when the tab is shown again or the network comes back.
 * Count and list queries are updated in place, so nothing polls.
 */
export function useLiveNotifications(enabled: boolean, onNew?: (item: Notification) => void) {
  const queryClient = useQueryClient();
  const onNewRef = useRef(onNew);
  onNewRef.current = onNew;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let stopped = false;
    let connecting = false;
    let backoff = 1000;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;

    const refreshLists = () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.latest });
    };

    const close = () => {
      source?.close();
      source = null;
    };

    const retryLater = () => {
      close();
      if (stopped || retryTimer) return;
      const wait = Math.min(backoff, MAX_BACKOFF_MS) * (0.75 + Math.random() * 0.5);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void connect();
      }, wait);
    };

    async function connect() {
      if (stopped || source || connecting || document.visibilityState === 'hidden') return;
      connecting = true;
      try {
        const { Url } = await call(e.streamUrl, {});
        if (stopped) return;
        const es = new EventSource(`${API_BASE}${Url.replace(/^\/api/, '')}`);
        source = es;
        es.onopen = () => {
          backoff = 1000;
        };
        es.addEventListener('count', (ev) => {
          const { Unread } = JSON.parse((ev as MessageEvent<string>).data) as { Unread: number };
          queryClient.setQueryData(notificationKeys.count, Unread);
          refreshLists();
        });
        es.addEventListener('notification', (ev) => {
          const { Item, Unread } = JSON.parse((ev as MessageEvent<string>).data) as { Item: Notification; Unread?: number };
          queryClient.setQueryData<number>(notificationKeys.count, (c) => Unread ?? (c ?? 0) + 1);
          refreshLists();
          onNewRef.current?.(Item);
        });
        es.addEventListener('end', (ev) => {
          const { Reason } = JSON.parse((ev as MessageEvent<string>).data) as { Reason: string };
          close();
          if (Reason === 'renew') void connect();
          // The session ended: asking for the count answers 401, which signs this tab out.
          else void queryClient.invalidateQueries({ queryKey: notificationKeys.count });
        });
        // A dropped connection is retried by the browser with the same address; once that is refused (it
        // expired), the source closes and a fresh address is asked for.
        es.onerror = () => {
          if (es.readyState === EventSource.CLOSED) retryLater();
        };
      } catch (err) {
        // 401 signs the tab out (the API client); anything else is tried again later.
        if (!(err instanceof ApiError && err.status === 401)) retryLater();
      } finally {
        connecting = false;
      }
    }

    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenTimer = setTimeout(close, HIDDEN_CLOSE_MS);
        return;
      }
      clearTimeout(hiddenTimer);
      if (!source) {
        // What happened while away: the count is read again, then the stream carries on.
        void queryClient.invalidateQueries({ queryKey: notificationKeys.count });
        void connect();
      }
    };
    const onOnline = () => {
      clearTimeout(retryTimer);
      retryTimer = undefined;
      backoff = 1000;
      void connect();
    };

    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(hiddenTimer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      close();
    };
  }, [enabled, queryClient]);
}
