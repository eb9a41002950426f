import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../test/seeded-demo.ts';

const demo = useSeededDemo();

describe('demo forum', () => {
  it('should show learners a living forum: answered ERP questions, useful marks, accepted answers and lesson questions', async () => {
    const learner = await demo.login('learner@demo.academy', 'Demo-Olive-2026');
    const list = (await demo.t.as(learner)({ url: '/api/Topics/getForumList?pageSize=50' })).json().data;
    expect(list.total).toBe(8);
    expect(list.items.some((r: { Tags: string[] }) => r.Tags.includes('Oracle Financials'))).toBe(true);
    expect(list.items.some((r: { Tags: string[] }) => r.Tags.includes('Dynamics 365'))).toBe(true);
    expect(list.items.filter((r: { Accepted: boolean }) => r.Accepted).length).toBeGreaterThanOrEqual(2);
    expect(list.items.some((r: { LessonTitle: string | null }) => r.LessonTitle !== null)).toBe(true);
    const search = (await demo.t.as(learner)({ url: '/api/Topics/getForumList?term=GR%2FIR%20balance' })).json().data.items;
    expect(search[0].Title).toMatch(/GR\/IR/);
    const page = (await demo.t.as(learner)({ url: `/api/Topics/${search[0].ID}` })).json().data;
    expect(page.Threads.some((t: { Useful: number; Accepted: boolean }) => t.Useful > 0 && t.Accepted)).toBe(true);
    expect((await demo.t.as(learner)({ url: '/api/Forum/myReports' })).json().data.items[0]).toMatchObject({ Status: 'pending', ReportType: 'Spam', Type: 'comment' });
    // The demo learner's public profile shows the capsule badge they claimed, linked to its verification page.
    const profile = (await demo.t.as(learner)({ url: `/api/Forum/profile/${learner.id}` })).json().data;
    expect(profile.Badges).toHaveLength(1);
    expect(profile.Badges[0].Url).toMatch(/\/badge\//);
  });

  it('should give the Forum Dashboard a pending reported comment', async () => {
    const admin = await demo.login('admin@demo.academy', 'Demo-Indigo-2026');
    const stats = (await demo.t.as(admin)({ url: '/api/Topics/getForumStats' })).json().data;
    // Eight visible questions and a newcomer's question held for review (its link waits for a moderator).
    expect(stats).toMatchObject({ TotalQuestions: 9, ReportedComments: 1, ReportedQuestions: 0 });
    const held = (await demo.t.as(admin)({ url: '/api/Topics/getForumList?status=held' })).json().data.items;
    expect(held).toMatchObject([{ UserName: 'Rohan Kulkarni', Status: 'held' }]);
    expect(stats.UsefulAnswers).toBeGreaterThan(5);
    const reported = (await demo.t.as(admin)({ url: '/api/Reports/comment/all' })).json().data.items;
    expect(reported[0].Description).toMatch(/dumps/);
  });
});
