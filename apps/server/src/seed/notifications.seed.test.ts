import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../test/seeded-demo.ts';

const demo = useSeededDemo();
const login = demo.login;

describe('demo notifications', () => {
  it('should give the demo learner unread and read notifications of their courses and the announcements', async () => {
    const learner = await login('learner@demo.academy', 'Demo-Olive-2026');
    const list = (await demo.t.as(learner)({ url: '/api/userNotifications?pageSize=100' })).json().data.notificationList as { NotificationType: string; NotificationStatus: string; NotificationTitle: string }[];
    const types = new Set(list.map((n) => n.NotificationType));
    expect(types.has('announcement')).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.some((n) => n.NotificationStatus === 'read')).toBe(true);
    expect(list.filter((n) => n.NotificationTitle.startsWith('Scheduled maintenance'))).toHaveLength(1);
    expect((await demo.t.as(learner)({ url: '/api/userNotificationsCount' })).json().data).toBeGreaterThan(0);
  });

  it('should show the admin sent and scheduled announcements with their reach', async () => {
    const admin = await login('admin@demo.academy', 'Demo-Indigo-2026');
    const page = (await demo.t.as(admin)({ url: '/api/announcements' })).json().data;
    expect(page.items.map((a: { Status: string }) => a.Status).sort()).toEqual(['scheduled', 'sent', 'sent']);
    const stats = (await demo.t.as(admin)({ url: '/api/announcements/stats' })).json().data;
    expect(stats.AnnouncementsSent).toBe(2);
    expect(stats.ReadRate).toBeGreaterThan(0);
  });
});
