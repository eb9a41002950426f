import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../../test/seeded-demo.ts';
import { demoAccounts } from '../../seed/demo.seed.ts';

const demo = useSeededDemo();

async function homeOf(email: string, who: 'mentor' | 'editor' | 'recruiter') {
  const a = demoAccounts.find((d) => d.email === email)!;
  const login = (await demo.t.request({ method: 'POST', url: '/api/auth/login', body: { email: a.email, password: a.password } })).json().data;
  const res = await demo.t.request({ url: `/api/home/${who}`, token: login.token, userId: login.user.id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('the staff homes on a fresh demo start', () => {
  it("should show the demo mentor the learner's waiting assignment and the course they mentor", async () => {
    const d = await homeOf('mentor@demo.academy', 'mentor');
    expect(d).toMatchObject({ Pending: 1, Reattempted: 0, CourseCount: 1 });
    expect(d.Oldest).toMatchObject({ UserName: 'Rahul Sharma', CourseName: 'Basics of ERP', AssignmentName: 'Trace one order across modules' });
    expect(d.Courses).toEqual([expect.objectContaining({ Title: 'Basics of ERP', Status: 'published', Learners: 6, Pending: 1 })]); // Rahul, two learners who bought it (payments seed), Infinity ERP's three (reports seed)
  });

  it('should show the demo editor a draft course, a draft test, recent changes and the check waiting for the mentor', async () => {
    const d = await homeOf('editor@demo.academy', 'editor');
    expect(d.Drafts).toMatchObject({ CourseCount: 1, TestCount: 1 });
    expect(d.Drafts.Courses[0]).toMatchObject({ Title: 'SAP S/4HANA Finance essentials', Status: 'draft', LessonCount: 1 });
    expect(d.Drafts.Tests[0]).toMatchObject({ Title: 'Finance essentials: entry quiz', Status: 'draft' });
    expect(d.Recent.Courses.map((c: { Title: string }) => c.Title)).toEqual(expect.arrayContaining(['SAP S/4HANA Finance essentials', 'Basics of ERP']));
    expect(d.Recent.Tests).toHaveLength(6);
    expect(d.Review).toMatchObject({ WaitingChecks: 1, Unmentored: [], OpenIssues: 0 });
  });

  it('should show the demo recruiter the published course and no certificates yet', async () => {
    const d = await homeOf('recruiter@demo.academy', 'recruiter');
    expect(d).toMatchObject({ PublishedCourses: 1, CertificatesIssued: 0 });
    expect(d.Courses).toEqual([expect.objectContaining({ Title: 'Basics of ERP', Url: 'basics-of-erp', LessonCount: 10 })]);
  });
});
