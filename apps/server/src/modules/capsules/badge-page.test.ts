import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { buildCapsule, learnerWithBadge } from './capsule-factories.ts';

let t: TestApp;
let capsuleId: number;
let badge: { BadgeID: string; PublicUrl: string };
let email: string;

beforeAll(async () => {
  t = await createTestApp();
  const editor = await t.createUser({ role: 'Editor' });
  capsuleId = (await buildCapsule(t, editor, 'Oracle Financials overview')).id;
  const held = await learnerWithBadge(t, capsuleId);
  badge = held.badge;
  email = held.u.email;
});
afterAll(() => t.close());

const page = (url: string, lang?: string) => t.request({ url, headers: lang ? { 'accept-language': lang } : {} });

describe('the public badge page (server-rendered HTML)', () => {
  it('should show the badge, holder, evidence, verification and LinkedIn link with no script and no email', async () => {
    const res = await page(`/app/Capsules/${capsuleId}/badge/${badge.BadgeID}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<h1>Oracle Financials overview badge</h1>');
    expect(html).toMatch(/data-testid="badge-holder">[^<]+</);
    expect(html).toContain('The signature is valid');
    expect(html).toContain('It has not been revoked.');
    expect(html).toContain('https://www.linkedin.com/profile/add?');
    expect(html).toContain(`href="data:application/ld+json;charset=utf-8,`);
    expect(html).toContain(`property="og:image"`);
    expect(html).not.toMatch(/<script/i);
    // The web app's icon (without it the browser asks for /favicon.ico, a 404 Lighthouse counts against the page).
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/app/favicon.svg">');
    expect(html).not.toContain(email);
    // The credential shown is the signed one (OpenBadgeCredential with its proof).
    expect(html).toContain('OpenBadgeCredential');
    expect(html).toContain('eddsa-rdfc-2022');
  });

  it('should speak German (formal) or Spanish by Accept-Language', async () => {
    const de = (await page(`/app/Capsules/${capsuleId}/badge/${badge.BadgeID}`, 'de-DE,de;q=0.9,en;q=0.5')).body;
    expect(de).toContain('<html lang="de">');
    expect(de).toContain('Zum LinkedIn-Profil hinzufügen');
    const es = (await page(`/app/Capsules/${capsuleId}/badge/${badge.BadgeID}`, 'es')).body;
    expect(es).toContain('Añadir al perfil de LinkedIn');
  });

  it('should show revocation after staff revoke the badge', async () => {
    const editor = await t.createUser({ role: 'Editor' });
    const other = await learnerWithBadge(t, capsuleId);
    expect((await t.as(editor)({ method: 'POST', url: `/api/Capsules/admin/badges/${other.badge.BadgeID}/revoke`, body: { Reason: 'Issued in error' } })).statusCode).toBe(200);
    const html = (await page(`/app/Capsules/${capsuleId}/badge/${other.badge.BadgeID}`)).body;
    expect(html).toContain('It has been revoked.');
    expect(html).toContain('>Revoked<');
  });

  it('should answer a clean 404 page for an unknown, malformed or mismatched badge address', async () => {
    for (const url of [
      `/app/Capsules/${capsuleId}/badge/not-a-badge`,
      `/app/Capsules/${capsuleId}/badge/00000000-0000-4000-8000-000000000000`,
      `/app/Capsules/${capsuleId + 1000}/badge/${badge.BadgeID}`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<h1>Badge not found</h1>');
      expect(res.body).not.toMatch(/<script/i);
    }
  });
});
