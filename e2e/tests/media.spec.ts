import { test, expect as baseExpect, expectAccessible, snapBoth, uiLogin, TOASTS } from '../fixtures/index.ts';

/*
 * Media library and content marketplace (issue 21) in a real browser: an admin filters the seeded library by product
 * and module; a learner plays a shared class recording (range-streamed into <video>) and a marketplace video through
 * the privacy-enhanced embed, and saves it to My Media. Screenshots desktop and phone.
 */

const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 300_000 });

test('an admin filters the media library by product and module', async ({ page }) => {
  await uiLogin(page, 'Admin');
  await page.goto('/app/Trainings/myMedia');
  await expect(page.getByRole('heading', { name: 'Media library' })).toBeVisible();
  await expect(page.getByText('Pricing procedure and condition technique').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Product', exact: true }).or(page.getByRole('combobox', { name: 'Product', exact: true })).first().click();
  await page.getByRole('option', { name: 'SAP', exact: true }).click();
  await page.getByRole('textbox', { name: 'Modules', exact: true }).or(page.getByRole('combobox', { name: 'Modules', exact: true })).first().click();
  await page.getByRole('option', { name: 'SAP FICO', exact: true }).click();
  await page.keyboard.press('Escape');

  await expect(page.getByText('Pricing procedure and condition technique')).toHaveCount(0);
  await expect(page.getByText('GR/IR clearing account explained').first()).toBeVisible();
  await expect(page.getByText('Asset accounting year-end close').first()).toBeVisible();
  await expect(page.getByText('SAP FICO month-end close checklist').first()).toBeVisible();
  await expect(page.getByText('Oracle Fusion Financials period close checklist')).toHaveCount(0);
  await snapBoth(page, 'media-admin-filtered', async () => {
    await expect(page.getByText('GR/IR clearing account explained').first()).toBeVisible();
  });
  await expectAccessible(page, 'media', undefined, { exclude: [TOASTS] });

  await page.goto('/app/appAdmin/ContentMarketplace');
  await expect(page.getByRole('heading', { name: 'Content Marketplace' })).toBeVisible();
  await expect(page.getByText('How to prepare for your first SAP consulting interview').first()).toBeVisible();
  await snapBoth(page, 'media-marketplace-admin', async () => {
    await expect(page.getByText('How to prepare for your first SAP consulting interview').first()).toBeVisible();
  });
  await page.goto('/app/appAdmin/appUsers');
  await expect(page.getByText('learner@demo.academy').first()).toBeVisible();
  await snapBoth(page, 'media-app-users');
  await page.goto('/app/appAdmin/mediaContent');
  await expect(page.getByText('Procure to pay end to end in SAP S/4HANA').first()).toBeVisible();
  await snapBoth(page, 'media-app-content');
  // The order one audience sees: subscribers get the entries for everyone and for them, not the learners' recording.
  const list = page.getByRole('list', { name: 'App Media Content' });
  const entries = list.getByRole('listitem');
  await expect(entries).toHaveCount(5);
  await page.getByRole('textbox', { name: 'Order as the app shows it to' }).or(page.getByRole('combobox', { name: 'Order as the app shows it to' })).first().click();
  await page.getByRole('option', { name: 'Subscribers and visitors' }).click();
  await expect(entries).toHaveCount(3);
  await expect(list.getByText('Procure to pay end to end in SAP S/4HANA')).toHaveCount(0);
  const order = () => entries.getByRole('button', { name: /^Move .+ down$/ }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!.replace(/^Move (.+) down$/, '$1')));
  const before = await order();
  await entries.first().getByRole('button', { name: /^Move .+ down$/ }).click();
  await expect.poll(order).toEqual([before[1], before[0], before[2]]);
  // The app, asked without an account, shows them in that order.
  const feed = await (await page.request.get('/api/appMediaContent/feed')).json() as { data: { Title: string }[] };
  expect(feed.data.map((c) => c.Title)).toEqual([before[1], before[0], before[2]]);
});

test('a learner plays a shared recording and a marketplace video, and saves it to My Media', async ({ page }) => {
  await uiLogin(page, 'Trainee');
  await page.goto('/app/myMedia');
  await expect(page.getByRole('heading', { name: 'My Media' })).toBeVisible();
  await expect(page.getByText('GR/IR clearing account explained').first()).toBeVisible();
  await snapBoth(page, 'media-learner-mine', async () => {
    await expect(page.getByText('GR/IR clearing account explained').first()).toBeVisible();
  });

  await page.getByRole('button', { name: 'Play GR/IR clearing account explained' }).click();
  const video = page.getByRole('dialog').locator('video');
  await expect(video).toHaveAttribute('src', /\/api\/media\/\d+\/stream\?s=\d+&e=\d+&sig=/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration > 0)).toBe(true);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Content Marketplace' }).click();
  const title = 'How to prepare for your first SAP consulting interview';
  await expect(page.getByText(title).first()).toBeVisible();
  await page.getByRole('button', { name: `Play ${title}` }).click();
  const frame = page.getByRole('dialog').locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?rel=0$/);
  await expect(page.getByRole('dialog').getByTitle(`Video: ${title}`)).toBeVisible();
  await snapBoth(page, 'media-learner-marketplace-play');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `Save ${title} to My Media` }).click();
  await expect(page.getByText(`“${title}” is in your media now`)).toBeVisible();
  await expect(page.getByRole('button', { name: `${title} is in My Media` })).toBeDisabled();
  await snapBoth(page, 'media-learner-marketplace');
  await expectAccessible(page, 'media', undefined, { exclude: [TOASTS] });

  await page.getByRole('tab', { name: 'My media' }).click();
  await expect(page.getByText(title).first()).toBeVisible();
});
