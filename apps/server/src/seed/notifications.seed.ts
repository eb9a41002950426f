import type { Services } from '../services.ts';

const DAY = 86_400_000;

/** Staff announcements of the demo: two sent in the last days (one read by the demo learner), one scheduled. */
const announcements = [
  {
    daysAgo: 4, title: 'Scheduled maintenance on Sunday, 02:00-03:00 IST',
    text: 'The learning platform and the SAP training clients (S/4HANA FI/CO and MM) will be unavailable on Sunday between 02:00 and 03:00 IST while we apply the quarterly support package. Save your work in the training client before then.',
    link: null, audience: { kind: 'everyone' as const }, readBy: ['learner@demo.academy'],
  },
  {
    daysAgo: 1, title: 'New batch: SAP S/4HANA Finance for consultants starts 2 December',
    text: 'Evening batch, Monday to Thursday 19:30-21:00 IST, 8 weeks, with a live end-to-end record-to-report project and mock client interviews. Seats are limited to 25.',
    link: '/courses', audience: { kind: 'role' as const, role: 'Trainee' as const }, readBy: [],
  },
  {
    daysAgo: -5, title: 'Placement drive with our partner consultancies',
    text: 'Three SAP partner firms interview our certified learners for FICO and MM associate roles. Update your resume in the Resume Builder and make sure your certificates are visible on your profile.',
    link: '/profile', audience: { kind: 'role' as const, role: 'Trainee' as const }, readBy: [],
  },
];

/** Announcements on a clock set to their moment, so the dashboard's dates and read rates look lived in. */
export async function seedNotifications(services: Services) {
  const admin = await services.users.findByEmail('admin@demo.academy');
  if (!admin) return;
  const actor = { userId: admin.id, sessionId: 0, role: 'Admin' as const, email: admin.email, emailVerified: true };
  const now = Date.now();
  for (const a of announcements) {
    // Seeding twice adds nothing.
    const existing = await services.notifications.announcements.list({ pageIndex: 0, pageSize: 1, sortDesc: false, term: a.title });
    if (existing.total > 0) continue;
    const at = new Date(now - Math.max(a.daysAgo, 0) * DAY);
    const n = services.notifications.withClock(() => at);
    const sendAt = a.daysAgo < 0 ? new Date(now - a.daysAgo * DAY).toISOString() : undefined;
    const sent = await n.announcements.create(actor, { title: a.title, text: a.text, ...(a.link ? { link: a.link } : {}), audience: a.audience, email: false, ...(sendAt ? { sendAt } : {}) });
    for (const email of a.readBy) {
      const u = await services.users.findByEmail(email);
      if (!u) continue;
      const page = await n.list(u.id, { pageIndex: 0, pageSize: 5, sortDesc: false, type: 'announcement' });
      const mine = page.items.find((x) => x.NotificationTitle === a.title);
      if (mine && sent.Status === 'sent') await services.notifications.withClock(() => new Date(at.getTime() + 3 * 3600_000)).open(u.id, Number(mine.NotificationID));
    }
  }
}
