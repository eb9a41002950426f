import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { contribute, openFolder, textAttachment } from './knowledge-factories.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let author: User;
let reader: User;
let editor: User;
let mentor: User;
let recruiter: User;
let open: number;
let staffOnly: number;

const rows = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[]));
const count = async (table: string) => Number(rows<{ n: number }>(await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  [author, reader, editor, mentor, recruiter] = await Promise.all([
    t.createUser(), t.createUser(), t.createUser({ role: 'Editor' }), t.createUser({ role: 'Mentor' }), t.createUser({ role: 'Recruiter' }),
  ]);
  open = await openFolder(t, editor, 'SAP FI configuration');
  staffOnly = await openFolder(t, editor, 'Internal trainer notes', ['Mentor', 'Editor', 'Admin', 'SuperAdmin']);
}, 60_000);
afterAll(() => t.close());

const get = (u: User, url: string) => t.as(u)({ method: 'GET', url });
const review = (u: User, id: number, body: Record<string, unknown>) => t.as(u)({ method: 'POST', url: `/api/KnowledgeRepository/items/${id}/review`, body });
const titles = async (u: User, query: string) => {
  const res = await get(u, `/api/KnowledgeRepository?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as { Title: string }[]).map((i) => i.Title);
};

describe('reading needs an account', () => {
  it('should answer 401 to the list, folders and an item without a token', async () => {
    for (const url of ['/api/KnowledgeRepository', '/api/KnowledgeRepository/folders', '/api/KnowledgeRepository/items/1']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('contribution, review and search', () => {
  it('should keep a contribution pending and invisible to others until an editor approves it', async () => {
    const id = await contribute(t, author, open, { Title: 'Automatic payment program F110 run', Body: '<p>Maintain paying company codes in <strong>FBZP</strong>. The proposal run lists the open items. Then schedule the payment run.</p><script>alert(1)</script>' });
    const mine = await get(author, `/api/KnowledgeRepository/items/${id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ Status: 'pending', CanEdit: true, CanReview: false, Version: 1 });
    expect(mine.json().data.Body).not.toContain('script');
    // Another learner: 404, not in the list or search, not bookmarkable, no history.
    expect((await get(reader, `/api/KnowledgeRepository/items/${id}`)).statusCode).toBe(404);
    expect((await t.as(reader)({ method: 'PUT', url: `/api/KnowledgeRepository/items/${id}/bookmark`, body: { Bookmarked: true } })).statusCode).toBe(404);
    expect((await get(reader, `/api/KnowledgeRepository/items/${id}/versions`)).statusCode).toBe(404);
    expect(await titles(reader, 'term=payment')).not.toContain('Automatic payment program F110 run');
    expect(await titles(author, 'term=payment')).not.toContain('Automatic payment program F110 run');
    // A learner may not list by state; the editor's queue holds it.
    expect((await get(reader, '/api/KnowledgeRepository?status=pending')).statusCode).toBe(403);
    expect(await titles(editor, 'status=pending')).toContain('Automatic payment program F110 run');
    // The bot does not find it either.
    expect((await t.services.knowledge.searchForBot({ userId: reader.id, role: 'Trainee' }, 'payment program', 5)).map((h) => h.id)).not.toContain(id);

    // Changes asked (a comment is required), the author is told and edits: pending again, version 2.
    const noComment = await review(editor, id, { Action: 'changes' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.body).toContain('Comment');
    expect((await review(editor, id, { Action: 'changes', Comment: 'Please add the dunning step and the payment medium.' })).json().data.Status).toBe('changes');
    const told = rows<{ title: string; link: string }>(await t.database.db.execute(sql`select title, link from notifications where user_id = ${author.id} and type = 'knowledge.review'`));
    expect(told[0]!.title).toMatch(/changes asked/);
    const mineNow = await t.as(author)({ method: 'GET', url: '/api/ContributeKnowledge' });
    expect(mineNow.json().data.items[0]).toMatchObject({ ID: id, Status: 'changes', ReviewComment: 'Please add the dunning step and the payment medium.' });
    const edited = await t.as(author)({
      method: 'PUT', url: `/api/KnowledgeRepository/items/${id}`,
      body: { FolderID: open, Title: 'Automatic payment program F110 run', Description: 'Paying company codes, proposal, payment run and payment medium.', Body: '<p>Maintain paying company codes in FBZP. The proposal run lists the open items. Create the payment medium with DMEE.</p>', Note: 'Added payment medium' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ Status: 'pending', Version: 2 });

    // Approval: coins by the earning rule, the author told, everyone finds it by search with highlights.
    const before = await t.services.coins.balance(author.id);
    expect((await review(editor, id, { Action: 'approve' })).json().data.Status).toBe('approved');
    expect(await t.services.coins.balance(author.id)).toBe(before + 20);
    expect((await review(editor, id, { Action: 'approve' })).statusCode).toBe(422);
    const found = await get(reader, '/api/KnowledgeRepository?term=payment%20medium');
    expect(found.statusCode).toBe(200);
    const hit = found.json().data.items.find((i: { ID: number }) => i.ID === id);
    expect(hit.Headline).toMatch(/<mark>payment<\/mark>/i);
    // The author can no longer change it; an editor can, and it stays approved.
    expect((await t.as(author)({ method: 'PUT', url: `/api/KnowledgeRepository/items/${id}`, body: { FolderID: open, Title: 'Changed', Description: 'Changed description here', Body: '<p>Changed body text of the item here.</p>' } })).statusCode).toBe(403);

    // Version history (author and editors), restore as a new version.
    const versions = await get(author, `/api/KnowledgeRepository/items/${id}/versions`);
    expect(versions.json().data.map((v: { Version: number }) => v.Version)).toEqual([2, 1]);
    expect((await t.as(author)({ method: 'POST', url: `/api/KnowledgeRepository/items/${id}/versions/1/restore` })).statusCode).toBe(403);
    const restored = await t.as(editor)({ method: 'POST', url: `/api/KnowledgeRepository/items/${id}/versions/1/restore` });
    expect(restored.json().data).toMatchObject({ Version: 3, Status: 'approved' });
    expect(restored.json().data.Body).toContain('Then schedule the payment run');
    expect((await t.as(editor)({ method: 'POST', url: `/api/KnowledgeRepository/items/${id}/versions/9/restore` })).statusCode).toBe(404);
  });

  it('should let a reader bookmark an approved item and list the bookmarks', async () => {
    const id = await contribute(t, author, open, { Title: 'Dunning procedure setup in FBMP' });
    await review(editor, id, { Action: 'approve' });
    const res = await t.as(reader)({ method: 'PUT', url: `/api/KnowledgeRepository/items/${id}/bookmark`, body: { Bookmarked: true } });
    expect(res.json().data).toEqual({ Bookmarked: true });
    expect(await titles(reader, 'bookmarked=true')).toEqual(['Dunning procedure setup in FBMP']);
    expect(await titles(author, 'bookmarked=true')).toEqual([]);
  });

  it('should close a rejected contribution: hidden from others, not editable', async () => {
    const id = await contribute(t, author, open, { Title: 'Copied article from a blog' });
    expect((await review(editor, id, { Action: 'reject', Comment: 'Copied from elsewhere without a source.' })).json().data.Status).toBe('rejected');
    expect((await get(reader, `/api/KnowledgeRepository/items/${id}`)).statusCode).toBe(404);
    expect((await get(author, `/api/KnowledgeRepository/items/${id}`)).json().data).toMatchObject({ Status: 'rejected', CanEdit: false });
    expect((await review(editor, id, { Action: 'approve' })).statusCode).toBe(422);
  });

  it('should keep attachments with the item: readers download approved ones, nobody else changes them', async () => {
    const id = await contribute(t, author, open, { Title: 'MR11 GR/IR clearing checklist' });
    const f = textAttachment();
    const up = await t.as(author)({ method: 'POST', url: `/api/KnowledgeRepository/items/${id}/attachments`, body: f.payload, headers: f.headers });
    expect(up.statusCode, up.body).toBe(200);
    const fileId = up.json().data.ID;
    const g = textAttachment();
    expect((await t.as(reader)({ method: 'POST', url: `/api/KnowledgeRepository/items/${id}/attachments`, body: g.payload, headers: g.headers })).statusCode).toBe(404);
    expect((await get(reader, `/api/KnowledgeRepository/items/${id}/attachments/${fileId}`)).statusCode).toBe(404);
    await review(editor, id, { Action: 'approve' });
    const dl = await get(reader, `/api/KnowledgeRepository/items/${id}/attachments/${fileId}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.body).toContain('MR11 checklist');
    expect((await t.as(reader)({ method: 'DELETE', url: `/api/KnowledgeRepository/items/${id}/attachments/${fileId}` })).statusCode).toBe(403);
    // An editor changing the files of someone else's approved item leaves an audit entry for each change.
    const h = textAttachment();
    const added = await t.as(editor)({ method: 'POST', url: `/api/KnowledgeRepository/items/${id}/attachments`, body: h.payload, headers: h.headers });
    expect(added.statusCode, added.body).toBe(200);
    expect((await t.as(editor)({ method: 'DELETE', url: `/api/KnowledgeRepository/items/${id}/attachments/${fileId}` })).statusCode).toBe(200);
    const audit = (await t.database.db.execute(sql`select action, actor_user_id from audit_log where entity_type = 'knowledgeItem' and entity_id = ${String(id)} and action like 'knowledge.item.attachment.%' order by id`)) as unknown as { rows: unknown[] };
    expect(audit.rows).toEqual([
      { action: 'knowledge.item.attachment.add', actor_user_id: editor.id },
      { action: 'knowledge.item.attachment.remove', actor_user_id: editor.id },
    ]);
  });
});

describe('folder visibility', () => {
  it('should hide a staff-only folder and everything in or under it from learners, in every read and in search', async () => {
    const sub = (await t.as(editor)({ method: 'POST', url: '/api/KnowledgeRepository/folders', body: { Name: 'Open subfolder', ParentID: staffOnly, Roles: ['Trainee', 'Mentor', 'Editor'] } })).json().data.ID;
    const inStaff = await contribute(t, editor, staffOnly, { Title: 'Trainer escalation for payment run failures' });
    const inSub = await contribute(t, editor, sub, { Title: 'Payment run hint under staff folder' });
    for (const id of [inStaff, inSub]) await review(editor, id, { Action: 'approve' });

    const folders = (await get(reader, '/api/KnowledgeRepository/folders')).json().data.map((f: { Name: string }) => f.Name);
    expect(folders).toContain('SAP FI configuration');
    expect(folders).not.toContain('Internal trainer notes');
    expect(folders).not.toContain('Open subfolder');
    expect(await titles(reader, 'term=payment%20run')).not.toEqual(expect.arrayContaining(['Trainer escalation for payment run failures']));
    expect(await titles(reader, 'term=payment')).not.toContain('Payment run hint under staff folder');
    expect((await get(reader, `/api/KnowledgeRepository/items/${inStaff}`)).statusCode).toBe(404);
    expect((await get(reader, `/api/KnowledgeRepository?folderId=${staffOnly}`)).statusCode).toBe(404);
    const bot = await t.services.knowledge.searchForBot({ userId: reader.id, role: 'Trainee' }, 'payment run failures escalation', 10);
    expect(bot.map((h) => h.id)).not.toContain(inStaff);
    expect(bot.map((h) => h.id)).not.toContain(inSub);
    // A learner cannot contribute into it either.
    const into = await t.as(reader)({ method: 'POST', url: '/api/ContributeKnowledge', body: { FolderID: staffOnly, Title: 'Sneaky', Description: 'Trying a hidden folder here', Body: '<p>Some text that is long enough to pass.</p>' } });
    expect(into.statusCode).toBe(400);
    // A mentor reads it (the folder is open to mentors), and the folder filter takes subfolders along.
    expect(await titles(mentor, `folderId=${staffOnly}`)).toEqual(expect.arrayContaining(['Trainer escalation for payment run failures', 'Payment run hint under staff folder']));
    expect((await t.services.knowledge.searchForBot({ userId: mentor.id, role: 'Mentor' }, 'payment run failures escalation', 10)).map((h) => h.id)).toContain(inStaff);
    // A recruiter sees neither folder's items (open folder roles include Recruiter: the open one only).
    expect(await titles(recruiter, 'term=escalation')).toEqual([]);
  });
});

describe('folder management', () => {
  it('should be for editors only', async () => {
    expect((await t.as(reader)({ method: 'POST', url: '/api/KnowledgeRepository/folders', body: { Name: 'Mine', Roles: ['Trainee'] } })).statusCode).toBe(403);
    expect((await t.as(mentor)({ method: 'DELETE', url: `/api/KnowledgeRepository/folders/${open}` })).statusCode).toBe(403);
    expect((await t.as(reader)({ method: 'POST', url: '/api/KnowledgeRepository/items/1/review', body: { Action: 'approve' } })).statusCode).toBe(403);
    // Mentors contribute like learners (their items wait for an editor) but do not review; recruiters do neither.
    const body = { FolderID: open, Title: 'A mentor note', Description: 'A note written by a mentor', Body: '<p>Some text that is long enough to pass.</p>' };
    expect((await t.as(recruiter)({ method: 'POST', url: '/api/ContributeKnowledge', body })).statusCode).toBe(403);
    const made = await t.as(mentor)({ method: 'POST', url: '/api/ContributeKnowledge', body });
    expect(made.statusCode, made.body).toBe(200);
    expect((await t.as(mentor)({ method: 'POST', url: `/api/KnowledgeRepository/items/${made.json().data.ID}/review`, body: { Action: 'approve' } })).statusCode).toBe(403);
    // Their own contributions (the list is only ever the caller's): the note, pending.
    expect((await t.as(mentor)({ method: 'GET', url: '/api/ContributeKnowledge' })).json().data.items).toEqual([expect.objectContaining({ Title: 'A mentor note', Status: 'pending' })]);
    expect((await t.as(reader)({ method: 'GET', url: '/api/ContributeKnowledge' })).json().data.items.map((i: { Title: string }) => i.Title)).not.toContain('A mentor note');
  });

  it('should rename and move folders, never into themselves, and refuse to delete one holding items', async () => {
    const a = await openFolder(t, editor, 'Process maps');
    const b = (await t.as(editor)({ method: 'POST', url: '/api/KnowledgeRepository/folders', body: { Name: 'Order to cash', ParentID: a, Roles: ['Trainee', 'Editor'] } })).json().data.ID;
    const renamed = await t.as(editor)({ method: 'PUT', url: `/api/KnowledgeRepository/folders/${a}`, body: { Name: 'Process maps (end to end)' } });
    expect(renamed.json().data.Name).toBe('Process maps (end to end)');
    const loop = await t.as(editor)({ method: 'PUT', url: `/api/KnowledgeRepository/folders/${a}`, body: { ParentID: b } });
    expect(loop.statusCode).toBe(400);
    expect(loop.body).toContain('into itself');
    expect((await t.as(editor)({ method: 'PUT', url: `/api/KnowledgeRepository/folders/${b}`, body: { ParentID: null } })).json().data.ParentID).toBeNull();
    const dup = await t.as(editor)({ method: 'POST', url: '/api/KnowledgeRepository/folders', body: { Name: 'process MAPS (end to end)', Roles: ['Trainee'] } });
    expect(dup.statusCode).toBe(409);
    await contribute(t, author, b);
    const held = await t.as(editor)({ method: 'DELETE', url: `/api/KnowledgeRepository/folders/${b}` });
    expect(held.statusCode).toBe(422);
    expect(held.body).toContain('move them');
    expect((await t.as(editor)({ method: 'DELETE', url: `/api/KnowledgeRepository/folders/${a}` })).statusCode).toBe(200);
    expect((await t.as(editor)({ method: 'DELETE', url: `/api/KnowledgeRepository/folders/${a}` })).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('should answer 400 with the field and change nothing', async () => {
    const items = await count('knowledge_items');
    const folders = await count('knowledge_folders');
    const cases: [User, string, string, unknown, RegExp][] = [
      [author, 'POST', '/api/ContributeKnowledge', { FolderID: open, Title: 'x', Description: 'Short', Body: '' }, /Title/],
      [author, 'POST', '/api/ContributeKnowledge', { FolderID: open, Title: 'Valid title', Description: 'A valid description', Body: '<p><br></p>' }, /Body/],
      [author, 'POST', '/api/ContributeKnowledge', { FolderID: open, Title: 'Valid title', Description: 'A valid description', Body: '<p>Long enough body text here.</p>', TagIDs: [999999] }, /TagIDs/],
      [author, 'POST', '/api/ContributeKnowledge', { FolderID: 999999, Title: 'Valid title', Description: 'A valid description', Body: '<p>Long enough body text here.</p>' }, /FolderID/],
      [editor, 'POST', '/api/KnowledgeRepository/folders', { Name: 'Empty roles', Roles: [] }, /Roles/],
      [editor, 'POST', '/api/KnowledgeRepository/folders', { Name: 'Bad role', Roles: ['Guest'] }, /Roles/],
      [editor, 'POST', '/api/KnowledgeRepository/folders', { Name: 'Orphan', ParentID: 999999, Roles: ['Trainee'] }, /ParentID/],
      [editor, 'POST', '/api/KnowledgeRepository/items/1/review', { Action: 'publish' }, /Action/],
    ];
    for (const [u, method, url, body, field] of cases) {
      const res = await t.as(u)({ method: method as 'POST', url, body });
      expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.body).toMatch(field);
    }
    expect((await get(reader, '/api/KnowledgeRepository?tagIds=a,b')).statusCode).toBe(400);
    expect((await get(reader, '/api/KnowledgeRepository?folderId=abc')).statusCode).toBe(400);
    expect(await count('knowledge_items')).toBe(items);
    expect(await count('knowledge_folders')).toBe(folders);
  });

  it('should filter by tags of ERP products and modules', async () => {
    const masters = rows<{ id: number; type: string }>(await t.database.db.execute(sql`select id, type from masters where type in ('products', 'modules') order by id limit 2`));
    const tagged = await contribute(t, author, open, { Title: 'Tagged note on vendor master', TagIDs: masters.map((m) => m.id) });
    await review(editor, tagged, { Action: 'approve' });
    expect(await titles(reader, `tagIds=${masters.map((m) => m.id).join(',')}`)).toEqual(['Tagged note on vendor master']);
    const item = (await get(reader, `/api/KnowledgeRepository/items/${tagged}`)).json().data;
    expect(item.Tags.map((x: { ID: number }) => x.ID)).toEqual(masters.map((m) => m.id));
  });
});
