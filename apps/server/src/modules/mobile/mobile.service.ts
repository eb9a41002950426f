import type { ListQuery } from '@app/contracts/list';
import {
  appContentInputSchema, appContentOrderSchema, deviceRegistrationSchema, type AppContent, type AppContentInput, type DeviceRegistration,
} from '@app/contracts/mobile';
import { hasCapability } from '@app/contracts/roles';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import { AppError, conflict, notFound } from '../../platform/http/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import * as repo from './mobile.repository.ts';

type Deps = {
  users: { get(id: number): Promise<{ firstName: string; lastName: string; email: string }> };
  audit: AuditService;
  /** The title and a subtitle of a media item or marketplace video; null when it does not exist. */
  describe(kind: 'media' | 'marketplace', id: number): Promise<{ title: string; subtitle: string } | null>;
  /** Of the given academy media ids, those the caller may open (none without a session). */
  openableMedia(who: AuthContext | null | undefined, ids: number[]): Promise<Set<number>>;
};

export type MobileService = ReturnType<typeof createMobileService>;

const DEVICE_TAKEN = 'This device is registered to another account; sign in with that account to update it';

/** The mobile app's devices, users, subscribers and content. */
export function createMobileService(ctx: AppContext, deps: Deps) {
  const db = ctx.db;
  const asContent = (r: Awaited<ReturnType<typeof repo.findContent>>) => r as unknown as AppContent;

  return {
    /** A signed-in device belongs to its account (names copied in); without a session it is an anonymous subscriber. */
    async register(who: AuthContext | null | undefined, body: DeviceRegistration) {
      const b = deviceRegistrationSchema.parse(body);
      const base = { platform: b.Platform, deviceId: b.DeviceID, pushToken: b.PushToken, appVersion: b.AppVersion, lastSeenOn: ctx.now() };
      if (who) {
        const u = await deps.users.get(who.userId);
        const row = await repo.upsertDevice(db, { ...base, userId: who.userId, firstName: u.firstName, lastName: u.lastName, email: u.email, name: '' });
        if (!row) throw conflict(DEVICE_TAKEN);
        return { ID: row.id, Kind: 'user' as const };
      }
      const row = await repo.upsertDevice(db, { ...base, userId: null, firstName: '', lastName: '', email: b.EmailID, name: b.Name });
      if (!row) throw conflict(DEVICE_TAKEN);
      return { ID: row.id, Kind: 'subscriber' as const };
    },
    appUsers: (q: ListQuery & { Platform?: string }) => repo.listAppUsers(db, q, q.Platform),
    subscribers: (q: ListQuery & { Platform?: string }) => repo.listSubscribers(db, q, q.Platform),

    content: async (audience?: string) => (await repo.listContent(db, audience ? [audience] : undefined)) as AppContent[],
    /**
     * What the app shows the caller: everyone's entries plus the learners' (signed in) or the subscribers' (not),
     * without academy media the caller may not open (an item shared with a group or course they are not in).
     */
    async feed(who: AuthContext | null | undefined) {
      const rows = (await repo.listContent(db, ['everyone', who && hasCapability(who.role, 'media.view') ? 'learners' : 'subscribers'])) as AppContent[];
      const open = await deps.openableMedia(who, rows.filter((r) => r.Kind === 'media').map((r) => r.ItemID));
      return rows.filter((r) => r.Kind !== 'media' || open.has(r.ItemID));
    },
    async add(actor: Actor, input: AppContentInput) {
      const b = appContentInputSchema.parse(input);
      const item = await deps.describe(b.Kind, b.ItemID);
      if (!item) throw new AppError('VALIDATION', 'Some fields are not valid', [{ path: 'body.ItemID', message: b.Kind === 'media' ? 'No such media item' : 'No such marketplace video' }]);
      if (b.Kind === 'media' && b.Audience === 'subscribers') {
        throw new AppError('VALIDATION', 'Some fields are not valid', [{ path: 'body.Audience', message: 'Academy media opens only for signed-in people it is shared with; show subscribers a marketplace video' }]);
      }
      const row = await db.transaction(async (tx) => {
        const r = await repo.insertContent(tx, { kind: b.Kind, itemId: b.ItemID, title: item.title, subtitle: item.subtitle, audience: b.Audience });
        if (!r) throw conflict('The app shows this item to this audience already');
        await deps.audit.record(tx, actor, { action: 'mobile.content.add', entityType: 'appContent', entityId: r.id, after: { Title: item.title, Audience: b.Audience }, summary: `Showed "${item.title}" in the app to ${b.Audience}` });
        return r;
      });
      return asContent(await repo.findContent(db, row.id));
    },
    /** The whole order at once: every entry exactly once. */
    async order(actor: Actor, body: { IDs: number[] }) {
      const { IDs } = appContentOrderSchema.parse(body);
      const all = await repo.allContentIds(db);
      const given = new Set(IDs);
      if (given.size !== IDs.length || IDs.length !== all.length || all.some((id) => !given.has(id))) {
        throw new AppError('VALIDATION', 'Send every entry of the app content exactly once', [{ path: 'body.IDs', message: `Expected the ${all.length} entries, each once` }]);
      }
      await db.transaction(async (tx) => {
        await repo.setPositions(tx, IDs);
        await deps.audit.record(tx, actor, { action: 'mobile.content.order', entityType: 'appContent', after: { Order: IDs.join(',') }, summary: 'Changed the order of the app content' });
      });
      return (await repo.listContent(db)) as AppContent[];
    },
    async remove(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        const r = await repo.deleteContent(tx, id);
        if (!r) throw notFound('App content entry');
        await deps.audit.record(tx, actor, { action: 'mobile.content.remove', entityType: 'appContent', entityId: id, before: { Title: r.title, Audience: r.audience }, summary: `Stopped showing "${r.title}" in the app` });
      });
    },
  };
}
