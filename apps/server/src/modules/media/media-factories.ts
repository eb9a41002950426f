import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import type { OwnerFactory, User } from '../../platform/http/owned-records.factories.ts';

/** A fresh YouTube-like video id (11 characters of [A-Za-z0-9_-]). */
export const videoId = () => randomBytes(8).toString('base64url').slice(0, 11);

/** A curated marketplace video, added by an admin (mobile.manage). */
export async function createMarketplaceItem(t: TestApp, admin: User, over: Record<string, string> = {}) {
  const res = await t.as(admin)({
    method: 'POST', url: '/api/contentMarketplace',
    body: {
      Topic: 'Three-way match', VideoName: 'Invoice verification in SAP MM (MIRO)', ChannelName: 'ERP Academy Live', ExperienceLevel: 'Fresher',
      SeriesName: 'Procure to Pay', ProductName: 'SAP', TrackName: 'Supply Chain', ModuleName: 'SAP MM', VideoUrl: `https://www.youtube.com/watch?v=${videoId()}`, ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number; VideoName: string; EmbedUrl: string };
}

/** A learner's media item: a marketplace video saved to their media. */
export async function saveToMedia(t: TestApp, learner: User, marketplaceId: number): Promise<number> {
  const res = await t.as(learner)({ method: 'POST', url: `/api/contentMarketplace/${marketplaceId}/save` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID as number;
}

/** The object-level gate's factory: each learner saved a marketplace video of their own. */
export const mediaItemOwnerFactory: OwnerFactory = {
  async create(t, staff, owner, other) {
    const a = await createMarketplaceItem(t, staff.admin);
    const b = await createMarketplaceItem(t, staff.admin);
    await saveToMedia(t, other, b.ID);
    return { id: await saveToMedia(t, owner, a.ID) };
  },
};
