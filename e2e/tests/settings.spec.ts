import type { Page } from '@playwright/test';
import {
  test, expect, expectAccessible, signInAs, snap, PHONE, accountButton,
} from '../fixtures/index.ts';

const pick = async (page: Page, group: string, option: string) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
  await expect(dialog.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true })).toBeChecked();
};

test.describe('layout settings and language', () => {
  test('settings and language survive a reload; the open panel does not', async ({ page }, testInfo) => {
    await page.goto('/app/home');
    const header = page.locator('header').first();
    await expect(header).not.toHaveAttribute('data-tone', 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Layout settings' });
    await expect(panel).toBeVisible();
    // The defaults of spec section 9.
    for (const [group, option] of [['Theme variant', 'Light'], ['Colour theme', 'Blue'], ['Layout', 'Fluid'],
      ['Menu direction', 'Horizontal'], ['Menu', 'Pinned']] as const) {
      await expect(panel.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true })).toBeChecked();
    }
    await snap(page, 'settings-panel');
    await expectAccessible(page, 'settings panel open', testInfo);

    await pick(page, 'Theme variant', 'Dark');
    await panel.getByRole('radiogroup', { name: 'Colour theme' }).getByRole('radio', { name: 'Green' }).click();
    await expect(panel.getByRole('radio', { name: 'Green' })).toHaveAttribute('aria-checked', 'true');
    await pick(page, 'Menu direction', 'Vertical');
    await pick(page, 'Layout', 'Boxed');
    await expect(header).toHaveAttribute('data-tone', 'dark');
    // Vertical menu: the navbar with its pin switch.
    await expect(page.getByRole('button', { name: 'Unpin the menu' })).toBeVisible();
    await expectAccessible(page, 'settings changed (dark green, vertical)', testInfo);

    await page.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    // Language from the visitor's language menu.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Startseite' })).toBeVisible();

    // Leave the settings panel open: it is state that must not survive the reload.
    await page.getByRole('button', { name: 'Einstellungen' }).click();
    await expect(page.getByRole('dialog', { name: 'Layout-Einstellungen' })).toBeVisible();
    await snap(page, 'settings-panel-dark-de');

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Startseite' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page).toHaveTitle(/ \| ERP Career Academy$/);
    await expect(page.locator('header').first()).toHaveAttribute('data-tone', 'dark');
    await expect(page.getByRole('button', { name: 'Menü lösen' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await snap(page, 'home-dark-vertical-de');
    await expectAccessible(page, 'after reload (de, dark green, vertical)', testInfo);

    // The saved choices are the ones the panel shows, and "restore the defaults" undoes them.
    await page.getByRole('button', { name: 'Einstellungen' }).click();
    const dePanel = page.getByRole('dialog', { name: 'Layout-Einstellungen' });
    await expect(dePanel.getByRole('radio', { name: 'Grün' })).toHaveAttribute('aria-checked', 'true');
    await dePanel.getByRole('button', { name: 'Standardwerte wiederherstellen' }).click();
    await expect(page.locator('header').first()).not.toHaveAttribute('data-tone', 'dark');
    await page.reload();
    await expect(page.locator('header').first()).not.toHaveAttribute('data-tone', 'dark');
    // The language is not a layout setting: it stays.
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });

  test('only language, menu and settings are persisted', async ({ page }) => {
    await page.goto('/app/home');
    await page.getByRole('button', { name: 'Settings' }).click();
    await pick(page, 'Style', 'Rounded');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('erp.prefs') ?? '{}'));
    expect(Object.keys(stored.state).sort()).toEqual(['language', 'menu', 'settings']);
    expect(stored.state.settings.style).toBe('rounded');
  });

  test('a signed-in user changes language from the user menu', async ({ page, request }, testInfo) => {
    await signInAs(page, request, 'Trainee');
    await page.goto('/app/home');
    await accountButton(page, 'Trainee').click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expect(page.getByRole('button', { name: 'Menú de la cuenta de Rahul Sharma' })).toBeVisible();
    await expectAccessible(page, 'home in Spanish', testInfo);
  });
});

test.describe('phone layout', () => {
  test.use({ viewport: PHONE });

  test('the menu is a drawer that closes on navigation; the settings panel opens on its own', async ({ page }, testInfo) => {
    await page.goto('/app/home');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawerNav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(drawerNav.getByRole('link', { name: 'About', exact: true })).toBeVisible();
    await snap(page, 'mobile-nav-open');
    await expectAccessible(page, 'mobile menu open', testInfo);

    await drawerNav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/contact$/);
    await expect(drawerNav).toBeHidden();
    // The drawer has finished closing before the settings panel is opened: one panel at a time.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Layout settings' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await snap(page, 'settings-panel');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
