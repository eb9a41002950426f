import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../../test/harness.ts';
import { admit, buildCourse, submit, takeTest, watch, type User } from '../courses/course-factories.ts';

let t: TestApp;
let editor: User;
let admin: User;
let mentor: User;
let recruiter: User;
beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(new Date('2026-04-01T08:00:00Z')) });
  [editor, admin, mentor, recruiter] = await Promise.all([
    t.createUser({ role: 'Editor' }), t.createUser({ role: 'Admin' }), t.createUser({ role: 'Mentor' }), t.createUser({ role: 'Recruiter' }),
  ]);
});
afterAll(() => t.close());

type Built = Awaited<ReturnType<typeof buildCourse>>;
type StepType = 'material' | 'test' | 'assignment';

let n = 0;
async function createPath(staff: User, over: Record<string, unknown> = {}) {
  n += 1;
  const res = await t.as(staff)({ method: 'POST', url: '/api/glp', body: { Title: `Path ${n}`, Status: 'published', ...over } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number; Title: string };
}

/** A step body from a built course: lesson index and type. */
function step(b: Built, lesson: number, type: StepType) {
  const l = b.lessons[lesson]!;
  const ItemID = type === 'material' ? l.materialId : type === 'test' ? l.testId : l.assignmentId;
  return { CourseID: b.course.ID, LessonID: l.lessonId, Type: type, ItemID };
}

function setSteps(staff: User, id: number, Steps: unknown[]) {
  return t.as(staff)({ method: 'PUT', url: `/api/glp/${id}/steps`, body: { Steps } });
}

function assign(staff: User, id: number, users: User[]) {
  return t.as(staff)({ method: 'POST', url: `/api/glp/${id}/learners`, body: { UserIDs: users.map((u) => u.id) } });
}

async function detail(id: number, as: User = editor) {
  const res = await t.as(as)({ url: `/api/glp/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

function itemList(as: User, courseId: number, type: StepType, itemId: number) {
  return t.as(as)({ url: `/api/GLPStuDetailsList/${courseId}/${type}/${itemId}` });
}

async function statusOf(courseId: number, type: StepType, itemId: number, learner: User) {
  const res = await itemList(editor, courseId, type, itemId);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.Learners as { UserID: number; Status: string; Icon: string | null; Progress: number }[]).find((r) => r.UserID === learner.id);
}

/** Counts the statements sent to the database while `fn` runs. */
async function countQueries(fn: () => Promise<unknown>) {
  let count = 0;
  const db = t.database.db as unknown as { session: { client: { query: (...a: unknown[]) => unknown } } };
  const client = db.session.client;
  const original = client.query.bind(client);
  client.query = (...a: unknown[]) => {
    count += 1;
    return original(...a);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return count;
}

describe('access', () => {
  it('should answer 401 signed out and 403 for learners and recruiters on the building endpoints', async () => {
    const learner = await t.createUser();
    expect((await t.request({ url: '/api/glp' })).statusCode).toBe(401);
    for (const u of [learner, recruiter]) {
      expect((await t.as(u)({ url: '/api/glp' })).statusCode).toBe(403);
      expect((await t.as(u)({ method: 'POST', url: '/api/glp', body: { Title: 'Mine' } })).statusCode).toBe(403);
      expect((await t.as(u)({ url: '/api/glp/learnerCandidates?term=te' })).statusCode).toBe(403);
    }
    expect((await t.as(learner)({ url: '/api/GLPStuDetailsList/1/material/1' })).statusCode).toBe(403);
    expect((await t.as(recruiter)({ url: '/api/GLPStuDetailsList/1/material/1' })).statusCode).toBe(403);
    expect((await t.as(editor)({ url: '/api/myGlps' })).statusCode).toBe(403);
  });

  it('should let mentors and editors build paths', async () => {
    expect((await t.as(mentor)({ method: 'POST', url: '/api/glp', body: { Title: 'By a mentor' } })).statusCode).toBe(200);
    expect((await t.as(editor)({ url: '/api/glp' })).statusCode).toBe(200);
  });
});

describe('POST, PUT and DELETE /api/glp', () => {
  it('should create a draft by default with a sanitized description and the creator name', async () => {
    const res = await t.as(editor)({ method: 'POST', url: '/api/glp', body: { Title: '  SAP basics  ', Description: '<p>Start <script>alert(1)</script><strong>here</strong></p>' } });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ Title: 'SAP basics', Status: 'draft', StepCount: 0, LearnerCount: 0, Steps: [], Learners: [] });
    expect(d.Description).toBe('<p>Start <strong>here</strong></p>');
    expect(d.CreatedByName).toMatch(/^Test User/);
  });

  it('should answer 400 with the field when the title is empty or too long, or the status unknown', async () => {
    const empty = await t.as(editor)({ method: 'POST', url: '/api/glp', body: { Title: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json().errors)).toContain('Title');
    expect((await t.as(editor)({ method: 'POST', url: '/api/glp', body: { Title: 'x'.repeat(151) } })).statusCode).toBe(400);
    expect((await t.as(editor)({ method: 'POST', url: '/api/glp', body: { Title: 'Ok', Status: 'live' } })).statusCode).toBe(400);
  });

  it('should update title, description and status, and answer 404 for a path that does not exist', async () => {
    const p = await createPath(editor, { Status: 'draft' });
    const res = await t.as(mentor)({ method: 'PUT', url: `/api/glp/${p.ID}`, body: { Title: 'Renamed', Description: '<p>New</p>', Status: 'published' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ ID: p.ID, Title: 'Renamed', Description: '<p>New</p>', Status: 'published' });
    expect((await t.as(editor)({ method: 'PUT', url: '/api/glp/999999', body: { Title: 'Nope' } })).statusCode).toBe(404);
  });

  it('should delete a path so that it answers 404 and leaves the list', async () => {
    const p = await createPath(editor, { Title: 'Short-lived path' });
    expect((await t.as(editor)({ method: 'DELETE', url: `/api/glp/${p.ID}` })).statusCode).toBe(200);
    expect((await t.as(editor)({ url: `/api/glp/${p.ID}` })).statusCode).toBe(404);
    expect((await t.as(editor)({ method: 'DELETE', url: `/api/glp/${p.ID}` })).statusCode).toBe(404);
    expect((await t.as(editor)({ url: '/api/glp?term=short-lived' })).json().data.total).toBe(0);
  });
});

describe('GET /api/glp', () => {
  it('should list paths with step and learner counts, searchable by title and sortable by step count', async () => {
    const b = await buildCourse(t, editor, 2);
    const learner = await t.createUser();
    const a = await createPath(editor, { Title: 'Listing alpha' });
    const z = await createPath(editor, { Title: 'Listing zulu', Status: 'draft' });
    expect((await setSteps(editor, a.ID, [step(b, 0, 'material')])).statusCode).toBe(200);
    expect((await setSteps(editor, z.ID, [step(b, 0, 'material'), step(b, 0, 'test'), step(b, 1, 'material')])).statusCode).toBe(200);
    expect((await assign(editor, a.ID, [learner])).statusCode).toBe(200);

    const res = await t.as(editor)({ url: '/api/glp?term=listing&sortBy=StepCount&sortDesc=true' });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(2);
    expect(page.items.map((r: { Title: string }) => r.Title)).toEqual(['Listing zulu', 'Listing alpha']);
    expect(page.items[1]).toMatchObject({ StepCount: 1, LearnerCount: 1, Status: 'published' });
    expect(page.items[0]).toMatchObject({ StepCount: 3, LearnerCount: 0, Status: 'draft' });
    expect(page.items[0].CreatedByName).toMatch(/^Test User/);

    const drafts = (await t.as(editor)({ url: '/api/glp?term=listing&status=draft' })).json().data;
    expect(drafts.items.map((r: { Title: string }) => r.Title)).toEqual(['Listing zulu']);
    // a one-character term is ignored, as on every list
    expect((await t.as(editor)({ url: '/api/glp?term=l&pageSize=500' })).json().data.total).toBeGreaterThan(2);
  });
});

describe('PUT /api/glp/:id/steps', () => {
  it('should keep the steps in the given order with course, lesson and item names, and reorder them', async () => {
    const b1 = await buildCourse(t, editor, 2);
    const b2 = await buildCourse(t, editor, 1);
    const p = await createPath(editor);
    const first = [step(b2, 0, 'assignment'), step(b1, 1, 'material'), step(b1, 0, 'test')];
    const res = await setSteps(editor, p.ID, first);
    expect(res.statusCode, res.body).toBe(200);
    const steps = res.json().data.Steps;
    expect(steps.map((s: { Position: number; CourseID: number; LessonID: number; Type: string }) => [s.Position, s.CourseID, s.LessonID, s.Type])).toEqual([
      [0, b2.course.ID, b2.lessons[0]!.lessonId, 'assignment'],
      [1, b1.course.ID, b1.lessons[1]!.lessonId, 'material'],
      [2, b1.course.ID, b1.lessons[0]!.lessonId, 'test'],
    ]);
    expect(steps[0]).toMatchObject({ CourseName: b2.course.Title, LessonTitle: 'Lesson 1', ItemName: 'Task 1', Missing: false });
    expect(steps[1]).toMatchObject({ CourseName: b1.course.Title, LessonTitle: 'Lesson 2', ItemName: 'Video 2', ItemID: b1.lessons[1]!.materialId });
    expect(steps[2]).toMatchObject({ ItemName: 'Check 1', ItemID: b1.lessons[0]!.testId });

    const reordered = await setSteps(mentor, p.ID, [first[2], first[0], first[1]]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await detail(p.ID)).Steps.map((s: { Type: string; Position: number }) => `${s.Position}:${s.Type}`)).toEqual(['0:test', '1:assignment', '2:material']);
    expect((await setSteps(editor, p.ID, [])).json().data.Steps).toEqual([]);
  });

  it('should answer 400 naming each step that is not an existing lesson item of its course, and change nothing', async () => {
    const b = await buildCourse(t, editor, 2);
    const other = await buildCourse(t, editor, 1);
    const noTest = await buildCourse(t, editor, 1);
    await t.as(editor)({ method: 'PUT', url: `/api/courses/${noTest.course.ID}/lessons/${noTest.lessons[0]!.lessonId}`, body: { Title: 'Reading only', MaterialID: noTest.lessons[0]!.materialId, TestID: null, AssignmentID: null } });
    const p = await createPath(editor);
    await setSteps(editor, p.ID, [step(b, 0, 'material')]);

    const bad = [
      step(b, 0, 'material'),
      { ...step(other, 0, 'material'), CourseID: b.course.ID }, // lesson of another course
      { ...step(b, 1, 'test'), ItemID: b.lessons[0]!.testId }, // not this lesson's test
      step(noTest, 0, 'test'), // the lesson has no test
      { ...step(b, 1, 'material'), CourseID: 999999 }, // no such course
      step(b, 0, 'material'), // twice
    ];
    const res = await setSteps(editor, p.ID, bad);
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json().errors as { path: string; message: string }[];
    expect(errors.map((e) => e.path)).toEqual(['body.Steps.1', 'body.Steps.2', 'body.Steps.3', 'body.Steps.4', 'body.Steps.5']);
    expect(errors.map((e) => e.message)).toEqual([
      'This lesson is not part of the course',
      "The lesson's test has changed: choose it again",
      'This lesson has no test',
      'No such course',
      'This item is already a step of the path',
    ]);
    expect((await detail(p.ID)).Steps).toHaveLength(1);
    expect((await setSteps(editor, p.ID, [{ CourseID: b.course.ID, LessonID: b.lessons[0]!.lessonId, Type: 'video', ItemID: 1 }])).statusCode).toBe(400);
    expect((await setSteps(editor, 999999, [])).statusCode).toBe(404);
  });

  it('should mark a step Missing when its lesson is removed from the course, and leave it out of progress', async () => {
    const b = await buildCourse(t, editor, 2);
    const learner = await t.createUser();
    const p = await createPath(editor);
    await setSteps(editor, p.ID, [step(b, 0, 'material'), step(b, 1, 'material')]);
    await assign(editor, p.ID, [learner]);
    await watch(t, learner, b.course.ID, b.lessons[0]!.lessonId, 100);
    expect((await detail(p.ID)).Learners[0]).toMatchObject({ Progress: 50, StepsDone: 1 });
    expect((await t.as(editor)({ method: 'DELETE', url: `/api/courses/${b.course.ID}/lessons/${b.lessons[1]!.lessonId}` })).statusCode).toBe(200);
    const d = await detail(p.ID);
    expect(d.Steps[1]).toMatchObject({ Missing: true, ItemName: '', LessonTitle: '' });
    expect(d.Learners[0]).toMatchObject({ Progress: 100, StepsDone: 1 });
    const mine = (await t.as(learner)({ url: `/api/myGlps/${p.ID}` })).json().data;
    expect(mine).toMatchObject({ StepCount: 1, StepsDone: 1, Progress: 100 });
  });

  it('should admit the learners to a course the new steps bring when the editor may admit, and refuse a mentor with 422', async () => {
    const b1 = await buildCourse(t, editor, 1);
    const b2 = await buildCourse(t, editor, 1);
    const learner = await t.createUser();
    const p = await createPath(editor);
    await setSteps(editor, p.ID, [step(b1, 0, 'material')]);
    expect((await assign(editor, p.ID, [learner])).json().data).toMatchObject({ Assigned: 1, Admitted: 1 });

    const refused = await setSteps(mentor, p.ID, [step(b1, 0, 'material'), step(b2, 0, 'material')]);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().code).toBe('RULE_VIOLATED');
    expect(refused.json().errors[0].message).toContain(b2.course.Title);
    expect((await detail(p.ID)).Steps).toHaveLength(1);
    expect((await t.as(learner)({ url: `/api/CourseContentData/${b2.course.ID}` })).statusCode).toBe(404);

    expect((await setSteps(editor, p.ID, [step(b1, 0, 'material'), step(b2, 0, 'material')])).statusCode).toBe(200);
    expect((await t.as(learner)({ url: `/api/CourseContentData/${b2.course.ID}` })).statusCode).toBe(200);
    // the mentor may now change the order: nobody needs a new admission
    expect((await setSteps(mentor, p.ID, [step(b2, 0, 'material'), step(b1, 0, 'material')])).statusCode).toBe(200);
  });
});

describe('POST and DELETE /api/glp/:id/learners', () => {
  it('should assign a learner and admit them to the courses of the path they are not admitted to yet', async () => {
    const b1 = await buildCourse(t, editor, 1);
    const b2 = await buildCourse(t, editor, 1);
    const learner = await t.createUser();
    await admit(t, admin, b1.course.ID, learner);
    const p = await createPath(editor);
    await setSteps(editor, p.ID, [step(b1, 0, 'material'), step(b2, 0, 'test')]);
    const res = await assign(editor, p.ID, [learner]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ Assigned: 1, AlreadyAssigned: 0, Admitted: 1 });
    expect((await t.as(learner)({ url: `/api/CourseContentData/${b2.course.ID}` })).statusCode).toBe(200);
    const again = await assign(editor, p.ID, [learner]);
    expect(again.json().data).toEqual({ Assigned: 0, AlreadyAssigned: 1, Admitted: 0 });
    const d = await detail(p.ID);
    expect(d.LearnerCount).toBe(1);
    expect(d.Learners[0]).toMatchObject({ UserID: learner.id, Email: learner.email, Progress: 0, StepsDone: 0 });
    expect(d.Learners[0].UserName).toMatch(/^Test User/);
  });

  it('should refuse a mentor with 422 and assign nothing when the learner is not admitted, and assign once they are', async () => {
    const b = await buildCourse(t, editor, 1);
    const learner = await t.createUser();
    const p = await createPath(mentor);
    await setSteps(mentor, p.ID, [step(b, 0, 'material')]);
    const res = await assign(mentor, p.ID, [learner]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toMatch(/admissions manager/);
    expect(res.json().errors[0].message).toContain(b.course.Title);
    expect((await detail(p.ID)).Learners).toEqual([]);
    await admit(t, admin, b.course.ID, learner);
    expect((await assign(mentor, p.ID, [learner])).json().data).toEqual({ Assigned: 1, AlreadyAssigned: 0, Admitted: 0 });
  });

  it('should answer 400 for staff accounts, deactivated and unknown users, and 404 for an unknown path', async () => {
    const p = await createPath(editor);
    const learner = await t.createUser();
    for (const body of [{ UserIDs: [recruiter.id] }, { UserIDs: [999999] }, { UserIDs: [] }]) {
      expect((await t.as(editor)({ method: 'POST', url: `/api/glp/${p.ID}/learners`, body })).statusCode).toBe(400);
    }
    await t.services.users.deactivate({ userId: admin.id, sessionId: 0, role: 'Admin', email: '', emailVerified: true }, learner.id);
    expect((await assign(editor, p.ID, [learner])).statusCode).toBe(400);
    expect((await assign(editor, 999999, [recruiter])).statusCode).toBe(404);
  });

  it('should unassign a learner, who keeps the admission, and answer 404 when they are not assigned', async () => {
    const b = await buildCourse(t, editor, 1);
    const learner = await t.createUser();
    const p = await createPath(editor);
    await setSteps(editor, p.ID, [step(b, 0, 'material')]);
    await assign(editor, p.ID, [learner]);
    expect((await t.as(editor)({ method: 'DELETE', url: `/api/glp/${p.ID}/learners/${learner.id}` })).statusCode).toBe(200);
    expect((await detail(p.ID)).Learners).toEqual([]);
    expect((await t.as(learner)({ url: '/api/myGlps' })).json().data).toEqual([]);
    expect((await t.as(learner)({ url: `/api/CourseContentData/${b.course.ID}` })).statusCode).toBe(200);
    expect((await t.as(editor)({ method: 'DELETE', url: `/api/glp/${p.ID}/learners/${learner.id}` })).statusCode).toBe(404);
  });

  it('should find learners to assign by name or email', async () => {
    const learner = await t.createUser();
    const res = await t.as(mentor)({ url: `/api/glp/learnerCandidates?term=${encodeURIComponent(learner.email)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ ID: learner.id, email: learner.email })]);
    expect((await t.as(mentor)({ url: `/api/glp/learnerCandidates?term=${encodeURIComponent(recruiter.email)}` })).json().data).toEqual([]);
  });
});

describe('GET /api/GLPStuDetailsList/:courseID/:materialType/:materialId', () => {
  it('should follow each learner through not started, in progress, done, locked, awaiting review and returned', async () => {
    const b = await buildCourse(t, editor, 2, { attempts: 2, reattempts: 1 });
    const [ana, ben] = [await t.createUser(), await t.createUser()];
    const p = await createPath(editor, { Title: 'Status path' });
    await setSteps(editor, p.ID, [step(b, 0, 'material'), step(b, 0, 'test'), step(b, 0, 'assignment'), step(b, 1, 'material')]);
    await assign(editor, p.ID, [ana, ben]);
    const [m1, t1, a1, m2] = [b.lessons[0]!.materialId, b.lessons[0]!.testId, b.lessons[0]!.assignmentId, b.lessons[1]!.materialId];

    // A mentor sees the statuses of the courses they mentor only (reports are scoped to them).
    expect((await itemList(mentor, b.course.ID, 'material', m1)).statusCode).toBe(404);
    await t.as(admin)({ method: 'PUT', url: `/api/courses/${b.course.ID}/mentors`, body: { UserIDs: [mentor.id] } });
    const list = (await itemList(mentor, b.course.ID, 'material', m1)).json().data;
    expect(list).toMatchObject({ CourseID: b.course.ID, CourseName: b.course.Title, Type: 'material', ItemID: m1, ItemName: 'Video 1', Paths: [{ ID: p.ID, Title: 'Status path' }] });
    expect(list.Learners).toHaveLength(2);
    expect(list.Learners[0]).toMatchObject({ Status: 'not-started', Icon: null, Progress: 0, LastActivity: null, Paths: ['Status path'] });
    expect(await statusOf(b.course.ID, 'material', m2, ana)).toMatchObject({ Status: 'locked', Icon: 'lock-on' });

    await watch(t, ana, b.course.ID, b.lessons[0]!.lessonId, 40);
    const partway = await statusOf(b.course.ID, 'material', m1, ana);
    expect(partway).toMatchObject({ Status: 'in-progress', Icon: null });
    expect(partway!.Progress).toBeGreaterThan(0);
    expect((await statusOf(b.course.ID, 'material', m1, ana) as unknown as { LastActivity: string }).LastActivity).toMatch(/^2026-04-01T08:/);
    await watch(t, ana, b.course.ID, b.lessons[0]!.lessonId, 100);
    expect(await statusOf(b.course.ID, 'material', m1, ana)).toMatchObject({ Status: 'done', Icon: 'check-circle', Progress: 100 });
    expect(await statusOf(b.course.ID, 'material', m1, ben)).toMatchObject({ Status: 'not-started' });

    await takeTest(t, ana, b.course.ID, b.lessons[0]!.lessonId, b.lessons[0]!.questionId, false);
    expect(await statusOf(b.course.ID, 'test', t1, ana)).toMatchObject({ Status: 'returned', Icon: 'rotate-right' });
    await takeTest(t, ana, b.course.ID, b.lessons[0]!.lessonId, b.lessons[0]!.questionId, true);
    expect(await statusOf(b.course.ID, 'test', t1, ana)).toMatchObject({ Status: 'done', Icon: 'check-circle', Progress: 100 });

    const sub = await submit(t, ana, b.course.ID, b.lessons[0]!.lessonId);
    expect(sub.statusCode, sub.body).toBe(200);
    expect(await statusOf(b.course.ID, 'assignment', a1, ana)).toMatchObject({ Status: 'awaiting-review', Icon: 'hourglass' });
    // the lesson is finished (material watched, test passed, assignment submitted): the next one opens
    expect(await statusOf(b.course.ID, 'material', m2, ana)).toMatchObject({ Status: 'not-started', Icon: null });
    const ret = await t.as(admin)({ method: 'POST', url: `/api/usersProgress/submissions/${sub.json().data.ID}/return`, body: { Feedback: 'Add an example' } });
    expect(ret.statusCode, ret.body).toBe(200);
    expect(await statusOf(b.course.ID, 'assignment', a1, ana)).toMatchObject({ Status: 'returned', Icon: 'rotate-right' });

    const d = await detail(p.ID);
    const byUser = new Map(d.Learners.map((l: { UserID: number }) => [l.UserID, l]));
    expect(byUser.get(ana.id)).toMatchObject({ StepsDone: 2, Progress: 50 });
    expect(byUser.get(ben.id)).toMatchObject({ StepsDone: 0, Progress: 0 });
  });

  it('should show failed when a test is failed with no attempts left', async () => {
    const b = await buildCourse(t, editor, 1, { attempts: 1 });
    const learner = await t.createUser();
    const p = await createPath(editor);
    await setSteps(editor, p.ID, [step(b, 0, 'test')]);
    await assign(editor, p.ID, [learner]);
    await takeTest(t, learner, b.course.ID, b.lessons[0]!.lessonId, b.lessons[0]!.questionId, false);
    expect(await statusOf(b.course.ID, 'test', b.lessons[0]!.testId, learner)).toMatchObject({ Status: 'failed', Icon: 'warning-hexagon', Progress: 0 });
  });

  it('should show not-admitted when the admission was removed after the assignment', async () => {
    const b = await buildCourse(t, editor, 1);
    const learner = await t.createUser();
    const p = await createPath(editor);
    await setSteps(editor, p.ID, [step(b, 0, 'material')]);
    await assign(editor, p.ID, [learner]);
    const adm = (await t.as(admin)({ url: `/api/usersAdmissions?courseId=${b.course.ID}` })).json().data.items[0];
    await t.as(admin)({ method: 'DELETE', url: `/api/usersAdmissions/${adm.ID}` });
    expect(await statusOf(b.course.ID, 'material', b.lessons[0]!.materialId, learner)).toMatchObject({ Status: 'not-admitted', Icon: null });
    const mine = (await t.as(learner)({ url: `/api/myGlps/${p.ID}` })).json().data;
    expect(mine.Steps[0]).toMatchObject({ Status: 'not-admitted', Link: null });
  });

  it('should list nobody for an item no path holds, and answer 404 for an item that is not in the course and 400 for an unknown type', async () => {
    const b = await buildCourse(t, editor, 1);
    const other = await buildCourse(t, editor, 1);
    const res = await itemList(editor, b.course.ID, 'assignment', b.lessons[0]!.assignmentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ Paths: [], Learners: [], ItemName: 'Task 1' });
    expect((await itemList(editor, b.course.ID, 'material', other.lessons[0]!.materialId)).statusCode).toBe(404);
    expect((await itemList(editor, 999999, 'material', 1)).statusCode).toBe(404);
    expect((await t.as(editor)({ url: `/api/GLPStuDetailsList/${b.course.ID}/video/1` })).statusCode).toBe(400);
  });

  it('should leave out learners of deleted paths', async () => {
    const b = await buildCourse(t, editor, 1);
    const learner = await t.createUser();
    const p = await createPath(editor);
    await setSteps(editor, p.ID, [step(b, 0, 'material')]);
    await assign(editor, p.ID, [learner]);
    expect((await itemList(editor, b.course.ID, 'material', b.lessons[0]!.materialId)).json().data.Learners).toHaveLength(1);
    await t.as(editor)({ method: 'DELETE', url: `/api/glp/${p.ID}` });
    expect((await itemList(editor, b.course.ID, 'material', b.lessons[0]!.materialId)).json().data.Learners).toEqual([]);
  });
});

describe('GET /api/myGlps', () => {
  it("should list only the learner's own published paths, with each step's status, link and the overall progress", async () => {
    const b = await buildCourse(t, editor, 2);
    const [learner, someoneElse] = [await t.createUser(), await t.createUser()];
    const published = await createPath(editor, { Title: 'My published path', Description: '<p>Why</p>' });
    const draft = await createPath(editor, { Title: 'My draft path', Status: 'draft' });
    const notMine = await createPath(editor, { Title: 'Not mine' });
    for (const p of [published, draft]) {
      await setSteps(editor, p.ID, [step(b, 0, 'material'), step(b, 0, 'test'), step(b, 1, 'assignment')]);
      await assign(editor, p.ID, [learner]);
    }
    await setSteps(editor, notMine.ID, [step(b, 0, 'material')]);
    await assign(editor, notMine.ID, [someoneElse]);
    await watch(t, learner, b.course.ID, b.lessons[0]!.lessonId, 100);

    const res = await t.as(learner)({ url: '/api/myGlps' });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().data;
    expect(mine.map((p: { Title: string }) => p.Title)).toEqual(['My published path']);
    expect(mine[0]).toMatchObject({ ID: published.ID, Description: '<p>Why</p>', StepCount: 3, StepsDone: 1, Progress: 33 });
    expect(mine[0].Steps.map((s: { Type: string; Status: string; Icon: string | null; Link: string }) => [s.Type, s.Status, s.Icon, s.Link])).toEqual([
      ['material', 'done', 'check-circle', `/course/${b.course.ID}/${b.lessons[0]!.lessonId}-material`],
      ['test', 'not-started', null, `/course/${b.course.ID}/${b.lessons[0]!.lessonId}-test`],
      ['assignment', 'locked', 'lock-on', `/course/${b.course.ID}/${b.lessons[1]!.lessonId}-assignment`],
    ]);
    expect(mine[0].Steps[0]).toMatchObject({ CourseName: b.course.Title, LessonTitle: 'Lesson 1', ItemName: 'Video 1' });
  });

  it('should answer 404 for a path that is not mine, a draft or a deleted path', async () => {
    const learner = await t.createUser();
    const other = await t.createUser();
    const p = await createPath(editor);
    const draft = await createPath(editor, { Status: 'draft' });
    await assign(editor, p.ID, [other]);
    await assign(editor, draft.ID, [learner]);
    expect((await t.as(learner)({ url: `/api/myGlps/${p.ID}` })).statusCode).toBe(404);
    expect((await t.as(learner)({ url: `/api/myGlps/${draft.ID}` })).statusCode).toBe(404);
    expect((await t.as(other)({ url: `/api/myGlps/${p.ID}` })).statusCode).toBe(200);
    await t.as(editor)({ method: 'DELETE', url: `/api/glp/${p.ID}` });
    expect((await t.as(other)({ url: `/api/myGlps/${p.ID}` })).statusCode).toBe(404);
  });
});

describe('query count', () => {
  it('should read a path, its item list and the learner view in the same number of queries whatever the number of steps and learners', async () => {
    const small = await buildCourse(t, editor, 1);
    const big = await buildCourse(t, editor, 4);
    const other = await buildCourse(t, editor, 2);
    const measure = async (steps: unknown[], learners: number, item: [number, StepType, number]) => {
      const users: User[] = [];
      for (let i = 0; i < learners; i++) users.push(await t.createUser());
      const p = await createPath(editor);
      expect((await setSteps(editor, p.ID, steps)).statusCode).toBe(200);
      expect((await assign(editor, p.ID, users)).statusCode).toBe(200);
      return [
        await countQueries(async () => expect((await t.as(editor)({ url: `/api/glp/${p.ID}` })).statusCode).toBe(200)),
        await countQueries(async () => expect((await t.as(users[0]!)({ url: '/api/myGlps' })).statusCode).toBe(200)),
        await countQueries(async () => expect((await itemList(editor, ...item)).statusCode).toBe(200)),
      ];
    };
    const one = await measure([step(small, 0, 'material')], 1, [small.course.ID, 'material', small.lessons[0]!.materialId]);
    const many = await measure(
      [...[0, 1, 2, 3].flatMap((i) => [step(big, i, 'material'), step(big, i, 'test'), step(big, i, 'assignment')]), step(other, 1, 'test'), step(other, 0, 'material')],
      5,
      [big.course.ID, 'test', big.lessons[2]!.testId],
    );
    expect(many).toEqual(one);
    for (const c of one) expect(c).toBeLessThanOrEqual(14);
  });
});
