import { accountRoles, staffRoles, type AccountRole } from '@app/contracts/roles';
import type { AuthContext } from '../platform/auth/access.ts';
import type { Services } from '../services.ts';
import { knowledgeFolders, knowledgeItems } from './knowledge.content.ts';

const DAY = 86_400_000;

async function contextOf(services: Services, email: string): Promise<AuthContext | undefined> {
  const u = await services.users.findByEmail(email);
  return u ? { userId: u.id, sessionId: 0, role: u.role as AccountRole, email: u.email, emailVerified: true } : undefined;
}

/**
 * The knowledge repository's demo data (runs with the demo seed, once, after the forum seed made its learners):
 * seven folders (trainer notes for staff only), forty approved items contributed by learners and the editor over
 * the last weeks and approved by the editor (coins by the earning rule), and a few still in review: two pending,
 * one with changes asked, one rejected.
 */
export async function seedKnowledge(services: Services) {
  const editor = await contextOf(services, 'editor@demo.academy');
  if (!editor) return;
  const actor = { ...editor, requestId: 'seed', ip: '127.0.0.1' };
  if ((await services.knowledge.folders(editor)).length > 0) return;

  const start = Date.now();
  let clock = new Date(start);
  const knowledge = services.knowledge.withClock(() => clock);

  const folderIds = new Map<string, number>();
  for (const f of knowledgeFolders) {
    const roles = f.staffOnly ? staffRoles.filter((r) => r !== 'Recruiter') : [...accountRoles];
    const row = await knowledge.createFolder(actor, { Name: f.name, ParentID: f.parent ? folderIds.get(f.parent)! : null, Description: f.description, Roles: roles });
    folderIds.set(f.name, row.ID);
  }

  const tags = new Map<string, number>();
  for (const type of ['products', 'tracks', 'modules'] as const) {
    const page = await services.masters.list(type, { pageIndex: 0, pageSize: 500, sortDesc: false });
    for (const m of page.items as { ID: number; Title: string }[]) tags.set(m.Title, m.ID);
  }

  const people = new Map<string, AuthContext>();
  for (const item of knowledgeItems) {
    if (!people.has(item.by)) {
      const c = await contextOf(services, item.by);
      if (c) people.set(item.by, c);
    }
    const by = people.get(item.by) ?? editor;
    clock = new Date(start - item.daysAgo * DAY);
    const made = await knowledge.contribute(by, {
      FolderID: folderIds.get(item.folder)!, Title: item.title, Description: item.description, Body: item.body,
      TagIDs: item.tags.map((t) => tags.get(t)).filter((id): id is number => id !== undefined),
    });
    if (item.status === 'pending') continue;
    clock = new Date(start - item.daysAgo * DAY + 20 * 3600_000);
    const action = item.status === 'changes' ? 'changes' : item.status === 'rejected' ? 'reject' : 'approve';
    await knowledge.review(actor, made.ID, { Action: action, Comment: item.comment ?? '' });
  }
}
