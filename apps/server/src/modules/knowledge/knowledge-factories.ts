import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import type { OwnerFactory } from '../../platform/http/owned-records.factories.ts';
import { multipartFile } from '../assessments/assessment-factories.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;

/** A folder every account role may see, made by an editor through the API. */
export async function openFolder(t: TestApp, editor: User, name = `SAP FI ${Math.random().toString(36).slice(2, 8)}`, roles = ['Trainee', 'Mentor', 'Editor', 'Recruiter', 'Admin', 'SuperAdmin']) {
  const res = await t.as(editor)({ method: 'POST', url: '/api/KnowledgeRepository/folders', body: { Name: name, Roles: roles } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID as number;
}

/** A contribution through the API (pending); its id. */
export async function contribute(t: TestApp, u: User, folderId: number, extra: Record<string, unknown> = {}) {
  const res = await t.as(u)({
    method: 'POST', url: '/api/ContributeKnowledge',
    body: {
      FolderID: folderId, Title: 'Clearing the GR/IR account in SAP MM', Description: 'How MR11 clears differences between goods and invoice receipts.',
      Body: '<p>Run <strong>MR11</strong> to clear quantity differences on the GR/IR clearing account. Post the difference to the price difference account.</p>',
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID as number;
}

export const textAttachment = () => multipartFile(Buffer.from('MR11 checklist: run in test mode first.'), 'mr11.txt', 'text/plain');

/** The object-level gate's factory: the owner's pending contribution with one attachment; the other has their own. */
export const knowledgeItemOwnerFactory: OwnerFactory = {
  async create(t, { editor }, owner, other) {
    const folderId = await openFolder(t, editor);
    await contribute(t, other, folderId);
    const id = await contribute(t, owner, folderId);
    const f = textAttachment();
    const res = await t.as(owner)({ method: 'POST', url: `/api/KnowledgeRepository/items/${id}/attachments`, body: f.payload, headers: f.headers });
    expect(res.statusCode, res.body).toBe(200);
    return { id, attachmentId: res.json().data.ID as number, folderId };
  },
};

/** Requests of the gate for the knowledge endpoints with a body. */
export const knowledgeItemBodies = {
  'PUT /api/KnowledgeRepository/items/:id': (ids: Record<string, string | number>) => ({
    body: { FolderID: ids.folderId, Title: 'Clearing the GR/IR account', Description: 'How MR11 clears GR/IR differences, step by step.', Body: '<p>Run MR11 in test mode first, then post the differences.</p>' },
  }),
  'POST /api/KnowledgeRepository/items/:id/attachments': () => {
    const f = textAttachment();
    return { body: f.payload, headers: f.headers };
  },
};

type Change = { as: User; url: string; body?: unknown };
/** A learner's contribution waiting for review, in a fresh folder. */
async function waiting(t: TestApp, editor: User) {
  const folderId = await openFolder(t, editor);
  return { folderId, id: await contribute(t, await t.createUser(), folderId) };
}

/** The audit gate's fixtures for the editors' knowledge changes (audited-changes.fixtures.ts). */
export const knowledgeAuditedChanges: Record<string, (t: TestApp, staff: { editor: User }) => Promise<Change>> = {
  'POST /api/KnowledgeRepository/items/:id/review': async (t, { editor }) => ({ as: editor, url: `/api/KnowledgeRepository/items/${(await waiting(t, editor)).id}/review`, body: { Action: 'approve' } }),
  'POST /api/KnowledgeRepository/items/:id/versions/:version/restore': async (t, { editor }) => ({ as: editor, url: `/api/KnowledgeRepository/items/${(await waiting(t, editor)).id}/versions/1/restore` }),
  'POST /api/KnowledgeRepository/folders': async (_t, { editor }) => ({ as: editor, url: '/api/KnowledgeRepository/folders', body: { Name: `Configuration notes ${Math.random().toString(36).slice(2, 8)}`, Roles: ['Trainee', 'Editor'] } }),
  'PUT /api/KnowledgeRepository/folders/:id': async (t, { editor }) => ({ as: editor, url: `/api/KnowledgeRepository/folders/${await openFolder(t, editor)}`, body: { Name: `Renamed ${Math.random().toString(36).slice(2, 8)}` } }),
  'DELETE /api/KnowledgeRepository/folders/:id': async (t, { editor }) => ({ as: editor, url: `/api/KnowledgeRepository/folders/${await openFolder(t, editor)}` }),
};
