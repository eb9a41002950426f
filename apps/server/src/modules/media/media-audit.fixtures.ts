import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import type { Change, Staff, User } from '../../platform/http/audited-changes.fixtures.ts';
import { multipartFile } from '../assessments/assessment-factories.ts';
import { createMarketplaceItem, videoId } from './media-factories.ts';

/** A media item the admin added (title and tags; no file). */
async function mediaItem(t: TestApp, admin: User): Promise<number> {
  const res = await t.as(admin)({ method: 'POST', url: '/api/media', body: { Title: `Month-end closing walkthrough ${randomUUID().slice(0, 6)}`, Description: 'FAGL_FCV and AFAB in order' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID as number;
}

/** An entry the app shows (a marketplace video, to everyone). */
async function appEntry(t: TestApp, admin: User): Promise<number> {
  const m = await createMarketplaceItem(t, admin);
  const res = await t.as(admin)({ method: 'POST', url: '/api/appMediaContent', body: { Kind: 'marketplace', ItemID: m.ID, Audience: 'everyone' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID as number;
}

async function group(t: TestApp, admin: User): Promise<number> {
  const res = await t.as(admin)({ method: 'POST', url: '/api/groups', body: { Name: `SAP MM weekend batch ${randomUUID().slice(0, 6)}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID as number;
}

const marketplaceRow = () =>
  `Topic,VideoName,ChannelName,ExperienceLevel,SeriesName,ProductName,TrackName,ModuleName,VideoUrl\nGR/IR clearing,MR11 step by step,ERP Academy Live,Fresher,Procure to Pay,SAP,Supply Chain,SAP MM,https://www.youtube.com/watch?v=${videoId()}\n`;

/** The audit gate's changes of the media library, the marketplace, the app's content and user groups. */
export const mediaAuditedChanges: Record<string, (t: TestApp, staff: Staff) => Promise<Change>> = {
  'PUT /api/media/:id/details': async (t, { admin }) => ({ as: admin, url: `/api/media/${await mediaItem(t, admin)}/details`, body: { Title: 'Month-end closing: the full checklist' } }),
  'PUT /api/media/:id/shares': async (t, { admin }) => ({ as: admin, url: `/api/media/${await mediaItem(t, admin)}/shares`, body: { Users: [(await t.createUser()).id] } }),
  'POST /api/contentMarketplace': async (_t, { admin }) => ({
    as: admin, url: '/api/contentMarketplace',
    body: { Topic: 'Pricing', VideoName: 'Condition technique in SAP SD', ChannelName: 'ERP Academy Live', ExperienceLevel: 'Fresher', SeriesName: 'Order to Cash', ProductName: 'SAP', TrackName: 'Sales', ModuleName: 'SAP SD', VideoUrl: `https://www.youtube.com/watch?v=${videoId()}` },
  }),
  'PUT /api/contentMarketplace/:id': async (t, { admin }) => {
    const m = await createMarketplaceItem(t, admin);
    return {
      as: admin, url: `/api/contentMarketplace/${m.ID}`,
      body: { Topic: 'Three-way match', VideoName: 'MIRO tolerances explained', ChannelName: 'ERP Academy Live', ExperienceLevel: 'Fresher', SeriesName: 'Procure to Pay', ProductName: 'SAP', TrackName: 'Supply Chain', ModuleName: 'SAP MM', VideoUrl: `https://www.youtube.com/watch?v=${videoId()}` },
    };
  },
  'DELETE /api/contentMarketplace/:id': async (t, { admin }) => ({ as: admin, url: `/api/contentMarketplace/${(await createMarketplaceItem(t, admin)).ID}` }),
  'POST /api/contentMarketplace/import': async (_t, { admin }) => {
    const file = multipartFile(Buffer.from(marketplaceRow()), 'marketplace.csv', 'text/csv');
    return { as: admin, url: '/api/contentMarketplace/import', body: file.payload, headers: file.headers };
  },
  'POST /api/appMediaContent': async (t, { admin }) => ({ as: admin, url: '/api/appMediaContent', body: { Kind: 'marketplace', ItemID: (await createMarketplaceItem(t, admin)).ID, Audience: 'learners' } }),
  'PUT /api/appMediaContent/order': async (t, { admin }) => {
    await appEntry(t, admin);
    const all = (await t.as(admin)({ url: '/api/appMediaContent' })).json().data as { ID: number }[];
    return { as: admin, url: '/api/appMediaContent/order', body: { IDs: all.map((x) => x.ID).reverse() } };
  },
  'DELETE /api/appMediaContent/:id': async (t, { admin }) => ({ as: admin, url: `/api/appMediaContent/${await appEntry(t, admin)}` }),
  // ----------------------------------------------------------------- user groups
  'POST /api/groups': async (_t, { admin }) => ({ as: admin, url: '/api/groups', body: { Name: `SAP FICO evening batch ${randomUUID().slice(0, 6)}` } }),
  'PUT /api/groups/:id': async (t, { admin }) => ({ as: admin, url: `/api/groups/${await group(t, admin)}`, body: { Name: `SAP FICO morning batch ${randomUUID().slice(0, 6)}` } }),
  'DELETE /api/groups/:id': async (t, { admin }) => ({ as: admin, url: `/api/groups/${await group(t, admin)}` }),
  'POST /api/groups/:id/members': async (t, { admin }) => ({ as: admin, url: `/api/groups/${await group(t, admin)}/members`, body: { UserIDs: [(await t.createUser()).id] } }),
  'POST /api/groups/:id/members/csv': async (t, { admin }) => ({ as: admin, url: `/api/groups/${await group(t, admin)}/members/csv`, body: { Csv: `Email\n${(await t.createUser()).email}\n` } }),
  'DELETE /api/groups/:id/members/:userId': async (t, { admin }) => {
    const id = await group(t, admin);
    const u = await t.createUser();
    expect((await t.as(admin)({ method: 'POST', url: `/api/groups/${id}/members`, body: { UserIDs: [u.id] } })).statusCode).toBe(200);
    return { as: admin, url: `/api/groups/${id}/members/${u.id}` };
  },
};
