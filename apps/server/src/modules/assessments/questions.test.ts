import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createQuestion, masterId, multiple, numeric, single, trueFalse, type User } from './assessment-factories.ts';

let t: TestApp;
let mentor: User;
let trainee: User;
beforeAll(async () => {
  t = await createTestApp();
  mentor = await t.createUser({ role: 'Mentor' });
  trainee = await t.createUser({ role: 'Trainee' });
});
afterAll(() => t.close());

describe('POST /api/questions', () => {
  it('should store each type with its answer key when a mentor adds it', async () => {
    const s = await createQuestion(t, mentor, single());
    expect(s.Options.map((o) => o.ID)).toEqual(['a', 'b', 'c']);
    const tf = (await t.as(mentor)({ method: 'POST', url: '/api/questions', body: trueFalse({ TrueFalseAnswer: false }) })).json().data;
    expect(tf).toMatchObject({ Type: 'truefalse', TrueFalseAnswer: false, Options: [{ ID: 'true', Correct: false }, { ID: 'false', Correct: true }] });
    const n = (await t.as(mentor)({ method: 'POST', url: '/api/questions', body: numeric() })).json().data;
    expect(n).toMatchObject({ NumericAnswer: 12, NumericTolerance: 0.5, Options: [] });
    const m = (await t.as(mentor)({ method: 'POST', url: '/api/questions', body: multiple({ Options: [{ Text: 'x', Correct: true }, { Text: 'y', Correct: false }] }) })).json().data;
    expect(m.Options.map((o: { ID: string }) => o.ID)).toEqual(['o1', 'o2']);
  });

  it('should sanitize rich text when it carries scripts and handlers', async () => {
    const q = await createQuestion(t, mentor, single({ Text: '<p onclick="x()">Pick <b>one</b><script>alert(1)</script><img src="javascript:alert(1)"></p>', Explanation: '<a href="javascript:evil()">x</a><i>why</i>' }));
    const full = (await t.as(mentor)({ url: `/api/questions/${q.ID}` })).json().data;
    expect(full.Text).toBe('<p>Pick <b>one</b><img /></p>');
    expect(full.Explanation).not.toContain('javascript');
    expect(full.Explanation).toContain('<i>why</i>');
  });

  it('should answer 400 with the field when the answer key does not fit the type', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [single({ Options: [{ Text: 'a', Correct: true }, { Text: 'b', Correct: true }] }), 'body.Options'],
      [multiple({ Options: [{ Text: 'a', Correct: false }, { Text: 'b', Correct: false }] }), 'body.Options'],
      [single({ Options: [{ Text: 'a', Correct: true }] }), 'body.Options'],
      [trueFalse({ TrueFalseAnswer: undefined }), 'body.TrueFalseAnswer'],
      [numeric({ NumericAnswer: undefined }), 'body.NumericAnswer'],
      [single({ Marks: 0 }), 'body.Marks'],
      [single({ Text: '<script>only()</script>' }), 'body.Text'],
    ];
    for (const [body, path] of cases) {
      const res = await t.as(mentor)({ method: 'POST', url: '/api/questions', body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });

  it('should answer 400 when a master id is not of the right type', async () => {
    const city = await masterId(t, 'cities', 'Pune');
    const res = await t.as(mentor)({ method: 'POST', url: '/api/questions', body: single({ LevelID: city }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'body.LevelID', message: 'Not an entry of questionLevels' }]);
  });

  it('should answer 403 to a trainee and store nothing', async () => {
    const res = await t.as(trainee)({ method: 'POST', url: '/api/questions', body: single({ Text: 'Trainee question' }) });
    expect(res.statusCode).toBe(403);
    expect((await t.as(mentor)({ url: '/api/questions/getQuestions?text=Trainee' })).json().data.total).toBe(0);
    expect((await t.as(trainee)({ url: '/api/questions' })).statusCode).toBe(403);
  });
});

describe('GET /api/questions', () => {
  it('should page by the spec call (size, 1-based page, order=ID,desc) with master titles', async () => {
    const level = await masterId(t, 'questionLevels', 'Advanced');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await createQuestion(t, mentor, single({ Text: `Paging question ${i}`, LevelID: level }))).ID);
    const res = await t.as(mentor)({ url: `/api/questions?size=2&page=1&order=ID,desc&levelId=${level}` });
    const page = res.json().data;
    expect(page).toMatchObject({ pageIndex: 0, pageCount: 2, total: 3 });
    expect(page.items.map((r: { ID: number }) => r.ID)).toEqual([ids[2], ids[1]]);
    expect(page.items[0]).toMatchObject({ Level: 'Advanced', Type: 'single', Text: 'Paging question 2' });
    const second = (await t.as(mentor)({ url: `/api/questions?size=2&page=2&order=ID,asc&levelId=${level}` })).json().data;
    expect(second.items.map((r: { ID: number }) => r.ID)).toEqual([ids[2]]);
  });

  it('should search the plain text case-insensitively when given text or term', async () => {
    await createQuestion(t, mentor, single({ Text: '<p>What is a <b>Controlling</b> area?</p>' }));
    const a = (await t.as(mentor)({ url: '/api/questions/getQuestions?text=controlling%20AREA' })).json().data;
    expect(a.items.map((r: { Text: string }) => r.Text)).toEqual(['What is a Controlling area?']);
    const b = (await t.as(mentor)({ url: '/api/questions?term=controlling' })).json().data;
    expect(b.total).toBe(1);
  });
});

describe('PUT and DELETE /api/questions/:id', () => {
  it('should replace a question, then remove it from the bank', async () => {
    const q = await createQuestion(t, mentor, single({ Text: 'Before edit' }));
    const put = await t.as(mentor)({ method: 'PUT', url: `/api/questions/${q.ID}`, body: trueFalse({ Text: 'After edit' }) });
    expect(put.json().data).toMatchObject({ ID: q.ID, Type: 'truefalse', Text: 'After edit' });
    expect((await t.as(mentor)({ method: 'DELETE', url: `/api/questions/${q.ID}` })).statusCode).toBe(200);
    expect((await t.as(mentor)({ url: `/api/questions/${q.ID}` })).statusCode).toBe(404);
    expect((await t.as(mentor)({ method: 'DELETE', url: `/api/questions/${q.ID}` })).statusCode).toBe(404);
  });
});

describe('image and link addresses', () => {
  it('should refuse an address a browser reads as another site, naming the field, and store nothing', async () => {
    for (const ImageUrl of ['//evil.example/x.png', '/\\evil.example/x.png']) {
      const res = await t.as(mentor)({ method: 'POST', url: '/api/questions', body: single({ ImageUrl, Text: `<p>Spoofed image ${ImageUrl}</p>` }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['body.ImageUrl']);
    }
    const editor = await t.createUser({ role: 'Editor' });
    const course = await t.as(editor)({ method: 'POST', url: '/api/courses', body: { item: { Title: 'Spoofed image course', Url: 'spoofed-image-course', ImageUrl: '/\\evil.example/c.png', Description: '' } } });
    expect(course.statusCode).toBe(400);
    expect(course.json().errors.map((e: { path: string }) => e.path)).toContain('body.item.ImageUrl');
    const ok = await t.as(mentor)({ method: 'POST', url: '/api/questions', body: single({ ImageUrl: '/api/questions/images/2026/11/a.png' }) });
    expect(ok.statusCode).toBe(200);
  });
});
