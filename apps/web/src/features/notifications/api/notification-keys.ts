/** Query keys of notifications: every list and the count sit under `all`, so a change invalidates them together. */
export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  latest: ['notifications', 'latest'] as const,
  list: ['notifications', 'list'] as const,
  one: (id: number) => ['notifications', 'one', id] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** Keys of the staff's announcements. */
export const announcementKeys = {
  all: ['announcements'] as const,
  list: ['announcements', 'list'] as const,
  stats: ['announcements', 'stats'] as const,
};
