import { hasCapability, normalizeRole } from '@app/contracts/roles';
import type { AppContext } from '../../platform/context.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CoinsService } from '../coins/coins.service.ts';
import type { MastersService } from '../masters/masters.service.ts';
import type { Notify } from '../notifications/notify.ts';
import type { UsersService } from '../users/users.service.ts';
import * as repo from './knowledge.repository.ts';

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
type Deps = { users: UsersService; masters: MastersService; audit: AuditService; coins: CoinsService; notify: Notify };

/** Who reads the repository: an account and its role (the codebase's AuthContext satisfies it). */
export type KnowledgeViewer = { userId: number; role: string };

/** The folders a viewer may see: editors (knowledge.manage) every one, others those open to their role. */
export function folderScope(viewer: KnowledgeViewer): repo.FolderScope {
  if (hasCapability(viewer.role, 'knowledge.manage')) return { all: true };
  return { all: false, role: normalizeRole(viewer.role) ?? '-' };
}

/** The web route that opens an item. */
export const itemUrl = (id: number) => `/Others/knowledgeRepository?item=${id}`;

/**
 * The knowledge repository: folders with per-role visibility, items contributed by learners and staff and reviewed
 * by editors, full-text search, bookmarks and version history. Folder visibility and item status are filtered in
 * every query.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function createKnowledgeService(ctx: AppContext, deps: Deps) {
  return {
    /**
     * For the chat bot: the approved items in folders the viewer's role may see that best match a question in plain
     * words, best first. `score` (0..1) combines the PostgreSQL full-text rank (any of the question's words, title
     * weighted over description over body) with the pg_trgm word similarity of the question to the title; `passage`
     * is the item body's best matching sentence(s) as plain text; `url` the web route opening the item. Pending,
     * rejected and staff-only (for a learner) items never appear. `limit` is clamped to 1..50.
     */
    async searchForBot(viewer: KnowledgeViewer, query: string, limit: number): Promise<Array<{ id: number; title: string; passage: string; score: number; folderName: string; url: string }>> {
      const q = query.replace(/\s+/g, ' ').trim().slice(0, 500);
      if (!q) return [];
      const hits = await repo.searchForBot(ctx.db, folderScope(viewer), q, Math.min(50, Math.max(1, Math.floor(limit) || 1)));
      return hits.map((h) => ({ ...h, url: itemUrl(h.id) }));
    },
  };
}
