import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Notification } from '@app/contracts/notifications';

/** What the hub pushes to a connection (the stream's event names; packages/contracts/src/notifications.ts). */
export type LiveEvent = 'count' | 'notification' | 'end';

/** One open stream of a signed-in user on this instance. */
export type LiveConnection = {
  userId: number;
  sessionId: number;
  role: string;
  /** Types this user turned off in the app (a broadcast of such a type is not pushed). */
  mutedTypes: Set<string>;
  /** When this connection is closed so the client comes back with a fresh address (and a checked session). */
  renewAt: number;
  send(event: LiveEvent, data: unknown): void;
  /** Writes an event already framed by `frame` (a broadcast is serialised once for all its streams). */
  write(frame: string): void;
  /** Writes a comment line (heartbeat); false when the client does not keep up. */
  ping(): boolean;
  close(): void;
};

/** The content of a new notification as pushed (its id is per recipient). */
export type LiveItem = Omit<Notification, 'NotificationID' | 'NotificationStatus' | 'ReadOn'>;

/** A message between instances (Redis channel) or within one. */
export type LiveMessage =
  /** New notifications, each recipient with the id of their row. */
  | { k: 'n'; to: Array<[userId: number, notificationId: number]>; item: LiveItem }
  /** An announcement to many: every connection of the audience (ids are in the list, not pushed). */
  | { k: 'b'; aud: { all: true } | { roles: string[] } | { users: number[] }; item: LiveItem }
  /** A user's unread count changed (marked read on some device). */
  | { k: 'c'; userId: number; unread: number }
  /** A user changed which types they see in the app. */
  | { k: 'p'; userId: number; muted: string[] }
  /** Sessions or users whose streams must end (logout, forced logout, deactivation, role change). */
  | { k: 'x'; sessionIds?: number[]; userIds?: number[] };

const CHANNEL = 'academy:notifications:live';

/** One Server-Sent Events frame. */
export const frame = (event: LiveEvent, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export type LiveHubOptions = {
  redis: Redis | null;
  /** Heartbeat period: a comment line to every connection (proxies drop silent connections). */
  heartbeatMs?: number;
  /** A connection is closed when its client has this much unsent (it does not read). */
  maxBufferedBytes?: number;
  onError?: (e: Error) => void;
};

/**
 * The live side of notifications on one API instance: the open streams of its signed-in users, and the fan-out
 * of messages to them. With Redis every message goes through one pub/sub channel, so a notification written on
 * any instance (or the worker) reaches the user's streams on every instance; without Redis it stays in process.
 * A message is delivered here at once and skipped when it comes back from Redis (the instance id tags it).
 * One timer beats for every connection; an idle connection holds no database connection and no timer of its own.
 */
export function createLiveHub(opts: LiveHubOptions) {
  const byUser = new Map<number, Set<LiveConnection>>();
  const instance = randomUUID();
  const heartbeatMs = opts.heartbeatMs ?? 25_000;
  const maxBuffered = opts.maxBufferedBytes ?? 1 << 20;
  let subscriber: Redis | null = null;
  let count = 0;

  function deliver(m: LiveMessage) {
    switch (m.k) {
      case 'n':
        for (const [userId, id] of m.to) {
          const conns = byUser.get(userId);
          if (!conns) continue;
          const data = { Item: { ...m.item, NotificationID: id, NotificationStatus: 'unread', ReadOn: null } };
          for (const c of conns) if (!c.mutedTypes.has(m.item.NotificationType)) c.send('notification', data);
        }
        return;
      case 'b': {
        const framed = frame('notification', { Item: { ...m.item, NotificationID: 0, NotificationStatus: 'unread', ReadOn: null } });
        const aud = m.aud;
        const push = (c: LiveConnection) => {
          if (!c.mutedTypes.has(m.item.NotificationType)) c.write(framed);
        };
        if ('users' in aud) {
          for (const id of aud.users) byUser.get(id)?.forEach(push);
        } else {
          const roles = 'roles' in aud ? new Set(aud.roles.map((r) => r.toLowerCase())) : null;
          for (const conns of byUser.values()) for (const c of conns) if (!roles || roles.has(c.role.toLowerCase())) push(c);
        }
        return;
      }
      case 'c':
        byUser.get(m.userId)?.forEach((c) => c.send('count', { Unread: m.unread }));
        return;
      case 'p':
        byUser.get(m.userId)?.forEach((c) => {
          c.mutedTypes = new Set(m.muted);
        });
        return;
      case 'x': {
        const sessions = new Set(m.sessionIds ?? []);
        const users = new Set(m.userIds ?? []);
        for (const [userId, conns] of byUser) {
          for (const c of conns) {
            if (users.has(userId) || sessions.has(c.sessionId)) {
              c.send('end', { Reason: 'session' });
              c.close();
            }
          }
        }
      }
    }
  }

  if (opts.redis) {
    subscriber = opts.redis.duplicate();
    subscriber.on('error', (e: Error) => opts.onError?.(e));
    subscriber.on('message', (_channel: string, raw: string) => {
      try {
        const { from, m } = JSON.parse(raw) as { from: string; m: LiveMessage };
        if (from !== instance) deliver(m);
      } catch (e) {
        opts.onError?.(e as Error);
      }
    });
    void subscriber.subscribe(CHANNEL).catch((e: Error) => opts.onError?.(e));
  }

  const beat = setInterval(() => {
    const now = Date.now();
    for (const conns of byUser.values()) {
      for (const c of conns) {
        if (now >= c.renewAt) {
          c.send('end', { Reason: 'renew' });
          c.close();
        } else if (!c.ping()) {
          c.close();
        }
      }
    }
  }, heartbeatMs);
  beat.unref();

  return {
    maxBufferedBytes: maxBuffered,
    /** Publishes a message to every instance's streams (this one at once). */
    async publish(m: LiveMessage): Promise<void> {
      deliver(m);
      if (opts.redis) await opts.redis.publish(CHANNEL, JSON.stringify({ from: instance, m })).catch((e: Error) => opts.onError?.(e));
    },
    add(c: LiveConnection) {
      let set = byUser.get(c.userId);
      if (!set) byUser.set(c.userId, (set = new Set()));
      set.add(c);
      count += 1;
    },
    remove(c: LiveConnection) {
      const set = byUser.get(c.userId);
      if (!set?.delete(c)) return;
      count -= 1;
      if (set.size === 0) byUser.delete(c.userId);
    },
    /** Open streams on this instance. */
    size: () => count,
    /** Waits until Redis confirms the subscription (tests, start-up). */
    async ready() {
      if (subscriber && subscriber.status !== 'ready') await new Promise<void>((resolve) => subscriber!.once('ready', () => resolve()));
      if (subscriber) await subscriber.subscribe(CHANNEL);
    },
    async close() {
      clearInterval(beat);
      for (const conns of [...byUser.values()]) for (const c of [...conns]) c.close();
      byUser.clear();
      if (subscriber) await subscriber.quit().catch(() => undefined);
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
