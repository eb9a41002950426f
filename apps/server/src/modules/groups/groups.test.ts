import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { admit, createCourse } from '../courses/course-factories.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let admin: User;
let editor: User;
let ana: User;
let ben: User;
let cara: User;

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, ana, ben, cara] = await Promise.all([
    t.createUser({ role: 'Admin' }), t.createUser({ role: 'Editor' }), t.createUser(), t.createUser(), t.createUser(),
  ]);
});
afterAll(() => t.close());

async function createGroup(body: Record<string, unknown>) {
  const res = await t.as(admin)({ method: 'POST', url: '/api/groups', body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number; Name: string; MemberCount: number; RuleMembers: number; CourseTitle: string | null };
}

describe('POST /api/groups', () => {
  it('should create a group and refuse a second one of the same name in another case', async () => {
    const g = await createGroup({ Name: 'SAP FICO batch March', Description: 'Evening batch' });
    expect(g.MemberCount).toBe(0);
    const dup = await t.as(admin)({ method: 'POST', url: '/api/groups', body: { Name: 'sap fico BATCH march' } });
    expect(dup.statusCode).toBe(409);
  });

  it('should answer 400 with the field when the name is empty or the course does not exist, creating nothing', async () => {
    const before = await t.services.groups.count();
    const empty = await t.as(admin)({ method: 'POST', url: '/api/groups', body: { Name: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toContain('Name');
    const noCourse = await t.as(admin)({ method: 'POST', url: '/api/groups', body: { Name: 'Ghost course', CourseID: 999999 } });
    expect(noCourse.statusCode).toBe(400);
    expect(await t.services.groups.count()).toBe(before);
  });

  it('should refuse learners and editors (403)', async () => {
    for (const u of [ana, editor]) {
      expect((await t.as(u)({ method: 'POST', url: '/api/groups', body: { Name: 'Mine' } })).statusCode).toBe(403);
      expect((await t.as(u)({ method: 'GET', url: '/api/groups' })).statusCode).toBe(403);
    }
  });
});

describe('members by search, CSV and course rule', () => {
  it('should add members by id, by CSV (reporting unknown addresses) and list them; groupIdsOfUser follows', async () => {
    const g = await createGroup({ Name: 'Placement cell Q3' });
    const add = await t.as(admin)({ method: 'POST', url: `/api/groups/${g.ID}/members`, body: { UserIDs: [ana.id] } });
    expect(add.json().data).toEqual({ Added: 1, AlreadyMembers: 0 });
    const csv = `Name,Email\nAna,${ana.email}\nBen,${ben.email.toUpperCase()}\nNobody,nobody@example.org\nbroken line,\n`;
    const imp = await t.as(admin)({ method: 'POST', url: `/api/groups/${g.ID}/members/csv`, body: { Csv: csv } });
    expect(imp.statusCode, imp.body).toBe(200);
    expect(imp.json().data).toEqual({ Added: 1, AlreadyMembers: 1, Unknown: ['nobody@example.org'], InvalidLines: [5] });
    const list = await t.as(admin)({ method: 'GET', url: `/api/groups/${g.ID}/members` });
    expect(list.json().data.items.map((m: { UserID: number }) => m.UserID).sort()).toEqual([ana.id, ben.id].sort());
    expect(await t.services.groups.groupIdsOfUser(ben.id)).toContain(g.ID);
    expect(await t.services.groups.groupIdsOfUser(cara.id)).not.toContain(g.ID);

    const rm = await t.as(admin)({ method: 'DELETE', url: `/api/groups/${g.ID}/members/${ben.id}` });
    expect(rm.statusCode).toBe(200);
    expect(await t.services.groups.groupIdsOfUser(ben.id)).not.toContain(g.ID);
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/groups/${g.ID}/members/${ben.id}` })).statusCode).toBe(404);
  });

  it('should count every learner of the course rule as a member, also one admitted after the group was made', async () => {
    const course = await createCourse(t, editor, { Title: 'SAP MM Procurement' });
    await admit(t, admin, course.ID, cara);
    const g = await createGroup({ Name: 'All MM learners', CourseID: course.ID });
    expect(g.CourseTitle).toBe('SAP MM Procurement');
    expect(g.RuleMembers).toBe(1);
    expect(await t.services.groups.groupIdsOfUser(cara.id)).toContain(g.ID);
    expect(await t.services.groups.groupIdsOfUser(ben.id)).not.toContain(g.ID);
    await admit(t, admin, course.ID, ben);
    expect(await t.services.groups.groupIdsOfUser(ben.id)).toContain(g.ID);
    const members = await t.as(admin)({ method: 'GET', url: `/api/groups/${g.ID}/members` });
    expect(members.json().data.items.every((m: { Source: string }) => m.Source === 'course')).toBe(true);
    expect(members.json().data.total).toBe(2);
  });

  it('should answer 400 for a CSV without any address, and 404 for a missing group', async () => {
    const g = await createGroup({ Name: 'Empty import' });
    const bad = await t.as(admin)({ method: 'POST', url: `/api/groups/${g.ID}/members/csv`, body: { Csv: 'Name\nAna\n' } });
    expect(bad.statusCode).toBe(400);
    expect((await t.as(admin)({ method: 'POST', url: '/api/groups/999999/members', body: { UserIDs: [ana.id] } })).statusCode).toBe(404);
  });
});

describe('GET /api/groups/pick', () => {
  it('should show a learner only the groups they belong to, and staff every group', async () => {
    const mine = await createGroup({ Name: 'Pick mine' });
    const other = await createGroup({ Name: 'Pick other' });
    await t.as(admin)({ method: 'POST', url: `/api/groups/${mine.ID}/members`, body: { UserIDs: [ana.id] } });
    const learner = (await t.as(ana)({ method: 'GET', url: '/api/groups/pick?term=pick' })).json().data as { ID: number }[];
    expect(learner.map((g) => g.ID)).toEqual([mine.ID]);
    const staff = (await t.as(admin)({ method: 'GET', url: '/api/groups/pick?term=pick' })).json().data as { ID: number }[];
    expect(staff.map((g) => g.ID)).toEqual([mine.ID, other.ID]);
  });
});

describe('DELETE /api/groups/:id', () => {
  it('should delete the group with its members and write the audit log', async () => {
    const g = await createGroup({ Name: 'Short-lived' });
    await t.as(admin)({ method: 'POST', url: `/api/groups/${g.ID}/members`, body: { UserIDs: [ana.id] } });
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/groups/${g.ID}` })).statusCode).toBe(200);
    expect(await t.services.groups.groupIdsOfUser(ana.id)).not.toContain(g.ID);
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/groups/${g.ID}` })).statusCode).toBe(404);
  });
});
