import { lazy, Suspense, useEffect, useState } from 'react';
import {
  ActionIcon, Anchor, AppShell, Box, Burger, Button, Container, Group, Stack, Text, Title, UnstyledButton,
} from '@mantine/core';
import { useHeadroom, useMediaQuery } from '@mantine/hooks';
import { IconPin, IconPinnedOff, IconSettings } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homeRouteFor, normalizeRole } from '@app/contracts/roles';
import { useAuthStore } from '../../lib/auth-store.ts';
import { usePrefsStore } from '../../lib/prefs-store.ts';
import { BRAND } from '../../lib/config.ts';
import { COMPACT_BREAKPOINT, MOBILE_BREAKPOINT } from '../../lib/layout-settings.ts';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { HorizontalMenu, VerticalMenu } from './nav-menu.tsx';
import { UserMenu } from './user-menu.tsx';
import { CoinBalanceLink } from '../../features/coins/components/coin-balance-link.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { useMenu } from './use-menu.ts';
import classes from './shell.module.css';

// Panels a first visit rarely opens are loaded on first use, to keep the first page load small.
const SettingsPanel = lazy(() => import('./settings-panel.tsx').then((m) => ({ default: m.SettingsPanel })));
const MobileNav = lazy(() => import('./mobile-nav.tsx').then((m) => ({ default: m.MobileNav })));
// Only an account that has not confirmed its address sees it: its code stays out of everyone else's first load.
// The bell and its live stream: loaded once signed in (its translations load with it).
const NotificationBell = lazy(() => import('../../features/notifications/components/notification-bell.tsx').then((m) => ({ default: m.NotificationBell })));
const VerifyEmailBanner = lazy(() => import('../../features/auth/components/verify-email-banner.tsx').then((m) => ({ default: m.VerifyEmailBanner })));
// The learner's chat bot launcher: a lazy chunk of its own (a button; the chat loads on its first click).
const ChatLauncher = lazy(() => import('../../features/chatbot/components/chat-launcher.tsx').then((m) => ({ default: m.ChatLauncher })));

const TOP_BAR = 60;
const MENU_BAR = 48;

function brandInitials(): string {
  return BRAND.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w)).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
}

/**
 * The main shell (Mantine AppShell): horizontal or vertical menu, pinned or unpinned; below 992 px the
 * menu is a drawer, between 992 and 1400 px it is compact. The navigation drawer and the settings panel
 * are one piece of state, so opening one closes the other.
 */
export function ShellLayout() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const status = useAuthStore((s) => s.status);
  const role = useAuthStore((s) => (s.status === 'authenticated' ? (s.user?.role ?? null) : null));
  const unverified = useAuthStore((s) => s.status === 'authenticated' && s.user?.EmailVerified === false);
  const menu = usePrefsStore((s) => s.menu);
  const settings = usePrefsStore((s) => s.settings);
  const openPanel = usePrefsStore((s) => s.openPanel);
  const { togglePanel, setOpenPanel, setMenu } = usePrefsStore.getState();
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`, false, { getInitialValueInEffect: false }) ?? false;
  const isCompact = useMediaQuery(`(max-width: ${COMPACT_BREAKPOINT - 0.02}px)`, false, { getInitialValueInEffect: false }) ?? false;
  const items = useMenu();
  const { pinned: headroomPinned } = useHeadroom({ fixedAt: 120 });

  const horizontal = menu.direction === 'horizontal';
  const unpinned = menu.state === 'unpinned';
  const showMenuBar = horizontal && !isMobile;
  const showNavbar = !horizontal && !isMobile;
  const compactNavbar = showNavbar && (unpinned || isCompact);
  const tone = settings.themeTone;

  // Once opened, a panel stays mounted so it can animate closed and reopen at once.
  const [used, setUsed] = useState({ settings: false, navigation: false });
  useEffect(() => {
    if (openPanel && !used[openPanel]) setUsed((u) => ({ ...u, [openPanel]: true }));
  }, [openPanel, used]);

  // A page change closes whichever layout panel was open before it. The router renders a new page in a
  // transition, after the address has changed: a panel opened in between belongs to the new page and stays.
  useEffect(() => {
    if (usePrefsStore.getState().panelPath !== window.location.pathname) setOpenPanel(null);
  }, [location.pathname, setOpenPanel]);

  return (
    <AppShell
      header={{ height: TOP_BAR + (showMenuBar ? MENU_BAR : 0), collapsed: horizontal && unpinned && !headroomPinned }}
      navbar={showNavbar ? { width: compactNavbar ? 76 : 264, breakpoint: 'md' } : undefined}
      aside={settings.sidebar ? { width: 280, breakpoint: 'xl', collapsed: { mobile: true, desktop: isCompact } } : undefined}
      padding="md"
    >
      <a href="#main-content" className={classes.skipLink}>{t('shell.skipToContent')}</a>
      <AppShell.Header className={classes.surface} data-tone={tone}>
        <Group h={TOP_BAR} px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {isMobile ? (
              <Burger
                opened={openPanel === 'navigation'}
                onClick={() => togglePanel('navigation')}
                aria-label={t(openPanel === 'navigation' ? 'shell.closeMenu' : 'shell.openMenu')}
                color="currentColor"
                size="sm"
              />
            ) : null}
            <Link to={homeRouteFor(role)} className={classes.brand} aria-label={t('shell.brandHome', { brand: BRAND })}>
              <span className={classes.brandMark} aria-hidden>{brandInitials()}</span>
              <Text span fw={700} size="lg" visibleFrom="xs" truncate>{BRAND}</Text>
            </Link>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {/* The learner's {product}Coins, linking to the coin statement (staff have no coins of their own). */}
            {normalizeRole(role) === 'Trainee' ? <CoinBalanceLink /> : null}
            {status === 'authenticated' ? <Suspense fallback={null}><NotificationBell /></Suspense> : null}
            <ActionIcon
              variant="subtle"
              color="inherit"
              c="inherit"
              size="lg"
              aria-label={t('shell.settings')}
              title={t('shell.settings')}
              aria-expanded={openPanel === 'settings'}
              onClick={() => togglePanel('settings')}
            >
              <IconSettings size={20} stroke={1.5} aria-hidden />
            </ActionIcon>
            {status === 'authenticated' ? (
              <UserMenu />
            ) : (
              <>
                <LanguageMenu />
                <Button component={Link} to="/login" variant={tone === 'dark' ? 'white' : 'filled'} size="sm">
                  {t('shell.login')}
                </Button>
                <Button component={Link} to="/register" variant="default" size="sm" visibleFrom="sm">
                  {t('shell.register')}
                </Button>
              </>
            )}
          </Group>
        </Group>
        {showMenuBar ? <HorizontalMenu items={items} compact={isCompact} /> : null}
      </AppShell.Header>

      {showNavbar ? (
        <AppShell.Navbar className={classes.surface} data-tone={tone}>
          <AppShell.Section grow className={classes.navSection} style={{ overflowY: 'auto' }}>
            <VerticalMenu items={items} compact={compactNavbar} />
          </AppShell.Section>
          <AppShell.Section className={classes.navSection}>
            <UnstyledButton
              className={classes.menuLink}
              data-compact={compactNavbar || undefined}
              onClick={() => setMenu({ state: unpinned ? 'pinned' : 'unpinned' })}
              aria-label={t(unpinned ? 'shell.pinMenu' : 'shell.unpinMenu')}
              title={t(unpinned ? 'shell.pinMenu' : 'shell.unpinMenu')}
              aria-pressed={!unpinned}
            >
              {unpinned ? <IconPin size={20} stroke={1.5} aria-hidden /> : <IconPinnedOff size={20} stroke={1.5} aria-hidden />}
              {compactNavbar ? null : <span>{t(unpinned ? 'shell.pinMenu' : 'shell.unpinMenu')}</span>}
            </UnstyledButton>
          </AppShell.Section>
        </AppShell.Navbar>
      ) : null}

      {settings.sidebar ? (
        <AppShell.Aside p="md">
          <QuickLinks />
        </AppShell.Aside>
      ) : null}

      {/* data-path: the address the shown page belongs to (it changes with the page, in the same render), so a
          script can tell the new page from the old one after an in-app navigation. */}
      <AppShell.Main id="main-content" data-path={location.pathname} tabIndex={-1} style={{ outline: 'none' }}>
        <Container fluid={settings.layout === 'fluid'} size="xl" px={0}>
          {unverified ? <Suspense fallback={null}><VerifyEmailBanner /></Suspense> : null}
          <Suspense fallback={<FullPageLoader />}>
            <Outlet />
          </Suspense>
          <ShellFooter />
        </Container>
      </AppShell.Main>

      {/* A boundary each: a panel loading its chunk must not suspend (hide and re-run the effects of) another. */}
      <Suspense fallback={null}>
        {used.navigation && isMobile ? <MobileNav items={items} opened={openPanel === 'navigation'} /> : null}
      </Suspense>
      <Suspense fallback={null}>{used.settings ? <SettingsPanel /> : null}</Suspense>
      <Suspense fallback={null}>{normalizeRole(role) === 'Trainee' ? <ChatLauncher /> : null}</Suspense>
    </AppShell>
  );
}

function QuickLinks() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm">
      <Title order={2} size="h5">{t('sidebar.title')}</Title>
      <Text size="sm" c="dimmed">{t('sidebar.text')}</Text>
      <Anchor component={Link} to="/contact" size="sm">{t('sidebar.contact')}</Anchor>
      <Anchor component={Link} to="/about" size="sm">{t('sidebar.about')}</Anchor>
      <Anchor component={Link} to="/terms" size="sm">{t('sidebar.terms')}</Anchor>
    </Stack>
  );
}

function ShellFooter() {
  const { t } = useTranslation('common');
  return (
    <Box component="footer" className={classes.footer}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">© {new Date().getFullYear()} {BRAND}</Text>
        <Group gap="md">
          <Anchor component={Link} to="/about" size="sm">{t('footer.about')}</Anchor>
          <Anchor component={Link} to="/careers" size="sm">{t('footer.careers')}</Anchor>
          <Anchor component={Link} to="/contact" size="sm">{t('footer.contact')}</Anchor>
          <Anchor component={Link} to="/terms" size="sm">{t('footer.terms')}</Anchor>
        </Group>
      </Group>
    </Box>
  );
}
