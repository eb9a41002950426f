import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { png } from '../../../test/images.ts';
import type { OwnerFactory, Prepare, RequestOf, User } from '../../platform/http/owned-records.factories.ts';

/** An image in the user's drive, its preview made (as the background job would). */
export async function driveImage(t: TestApp, u: User, title = 'whiteboard.png', parentId: number | null = null) {
  const item = await t.services.drive.addFile({ userId: u.id, sessionId: u.sessionId, role: 'Trainee', email: u.email, emailVerified: true }, { parentId, title, bytes: png() });
  await t.services.drive.makePreviews();
  return item.ID;
}

/** The object gate's drive item: an image in a folder of the owner's (`folderId` of the lists); the other learner has their own. */
export const driveItemOwnerFactory: OwnerFactory = {
  async create(t, _staff, owner, other) {
    await driveImage(t, other);
    const folder = await t.services.drive.createFolder({ userId: owner.id, sessionId: owner.sessionId, role: 'Trainee', email: owner.email, emailVerified: true }, { Title: 'Notes', ParentID: null, Description: '' });
    return { id: await driveImage(t, owner, 'whiteboard.png', folder.ID), folderId: folder.ID };
  },
};

export const driveItemBodies: Record<string, RequestOf> = {
  'PATCH /api/drive/items/:id': () => ({ body: { Title: 'Renamed.png' } }),
  'PUT /api/drive/items/:id/shares': () => ({ body: { Shares: [] } }),
};

export const driveItemPrepare: Record<string, Prepare> = {
  // Only an item in the owner's trash comes back.
  'POST /api/drive/items/:id/restore': async (t, owner, ids) => {
    const res = await t.as(owner)({ method: 'DELETE', url: `/api/drive/items/${ids.id}` });
    expect(res.statusCode, res.body).toBe(200);
  },
};
