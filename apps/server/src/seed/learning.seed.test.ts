import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../test/seeded-demo.ts';
import { passwordProblem } from '../modules/users/users.service.ts';
import { demoAccounts } from './demo.seed.ts';

const demo = useSeededDemo();
const login = demo.login;

describe('demo accounts', () => {
  it('should satisfy the password rule, sign in with the README passwords and count as verified', async () => {
    for (const a of demoAccounts) {
      expect(passwordProblem(a.password, a), a.email).toBeNull();
      const res = await demo.t.request({ method: 'POST', url: '/api/auth/login', body: { email: a.email, password: a.password } });
      expect(res.json().data.user, a.email).toMatchObject({ role: a.role, EmailVerified: true });
    }
  });
});

describe('demo learning content', () => {
  it('should hold the published Basics of ERP course with ten lessons, each a reading, a test of five questions and an assignment', async () => {
    const list = (await demo.t.request({ url: '/api/courses?term=basics%20of%20erp' })).json().data;
    expect(list.total).toBe(1);
    const course = (await demo.t.request({ url: '/api/courses/basics-of-erp' })).json().data;
    expect(course.Lessons).toHaveLength(10);
    expect(course.Lessons.map((l: { Title: string }) => l.Title)).toEqual([
      '1. What ERP is', '2. Core modules', '3. Order-to-cash', '4. Procure-to-pay', '5. Record-to-report',
      '6. Master data', '7. Organisational structure', '8. Implementation phases', '9. Roles of a consultant', '10. Careers',
    ]);
    for (const l of course.Lessons) {
      expect(l.MaterialID && l.TestID && l.AssignmentID).toBeTruthy();
      const test = await demo.t.services.assessments.tests.get(l.TestID);
      expect(test.QuestionIDs.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('should give lesson 4 a real short video that staff can stream in ranges', async () => {
    const course = (await demo.t.request({ url: '/api/courses/basics-of-erp' })).json().data;
    const editor = await login('editor@demo.academy', 'Demo-Amber-2026');
    const material = (await demo.t.as(editor)({ url: `/api/materials/${course.Lessons[3].MaterialID}` })).json().data;
    expect(material).toMatchObject({ Kind: 'video-upload', HasFile: true, ContentType: 'video/webm', ExpectedSeconds: 42 });
    const head = await demo.t.as(editor)({ url: `/api/materials/${material.ID}/file`, headers: { range: 'bytes=0-3' } });
    expect(head.statusCode).toBe(206);
    // the EBML magic number of a WebM file
    expect([...head.rawPayload]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });

  it('should have the demo learner part-way through and the demo mentor with a pending check', async () => {
    const learner = await login('learner@demo.academy', 'Demo-Olive-2026');
    const mine = (await demo.t.as(learner)({ url: '/api/userCourses' })).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ courseURL: 'basics-of-erp', status: 'in-progress' });
    const content = (await demo.t.as(learner)({ url: `/api/CourseContentData/${mine[0].CourseID}` })).json().data;
    const icons = content.Lessons.map((l: { Contents: { LockStatus: string | null }[] }) => l.Contents.map((c) => c.LockStatus));
    expect(icons.slice(0, 4)).toEqual([
      ['check-circle', 'check-circle', 'check-circle'],
      ['check-circle', 'check-circle', 'hourglass'],
      ['check-circle', null, null],
      ['lock-on', 'lock-on', 'lock-on'],
    ]);
    const mentor = await login('mentor@demo.academy', 'Demo-Cobalt-2026');
    const pending = (await demo.t.as(mentor)({ url: '/api/usersProgress/getPendingAssignments/all/all' })).json().data;
    expect(pending.items).toHaveLength(1);
    expect(pending.items[0]).toMatchObject({ CourseName: 'Basics of ERP', AssignmentName: 'Trace one order across modules', UserName: 'Rahul Sharma' });
  });
});

describe('demo Test Series', () => {
  it('should list four classified practice tests to a visitor, with the level, category and subcategory filters', async () => {
    const page = (await demo.t.request({ url: '/api/testSeries?pageSize=50' })).json().data;
    expect(page.total).toBe(4);
    for (const item of page.items) expect(item).toMatchObject({ LevelID: expect.any(Number), CategoryID: expect.any(Number), SubcategoryID: expect.any(Number) });
    const filters = (await demo.t.request({ url: '/api/testSeries/filters' })).json().data;
    expect(filters.Levels.map((l: { Title: string }) => l.Title).sort()).toEqual(['Advanced', 'Beginner', 'Intermediate']);
    const beginner = filters.Levels.find((l: { Title: string }) => l.Title === 'Beginner').ID;
    expect((await demo.t.request({ url: `/api/testSeries?level=${beginner}` })).json().data.items.map((i: { Title: string }) => i.Title)).toEqual(['ERP foundations: practice test']);
  });
});
