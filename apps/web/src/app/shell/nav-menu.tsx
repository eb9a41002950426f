import { Collapse, Group, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { itemTarget, type MenuItem } from './menus.ts';
import { useIsActive } from './use-menu.ts';
import { DeferredMenu } from './deferred-menu.tsx';
import { CompactGroupTrigger, MenuBarTrigger } from './triggers.tsx';
import classes from './shell.module.css';

const ICON = { size: 20, stroke: 1.5 } as const;

const loadBarDropdown = () => import('./menu-dropdowns.tsx').then((m) => ({ default: m.MenuBarDropdown }));
const loadCompactGroup = () => import('./menu-dropdowns.tsx').then((m) => ({ default: m.CompactGroupDropdown }));

function ItemLink({ entry, compact, onNavigate }: { entry: MenuItem; compact?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('menu');
  const isActive = useIsActive();
  const Icon = entry.icon;
  const label = t(entry.label);
  const active = isActive(entry);
  const content = (
    <>
      <Icon {...ICON} aria-hidden />
      {compact ? null : <span>{label}</span>}
      {entry.href && !compact ? <IconExternalLink size={14} stroke={1.5} aria-hidden /> : null}
    </>
  );
  // Compact entries show only the icon: the label is their accessible name and native tooltip.
  const common = {
    className: classes.menuLink,
    'data-active': active || undefined,
    'data-compact': compact || undefined,
    'aria-label': compact ? label : undefined,
    title: compact ? label : undefined,
    onClick: onNavigate,
  };
  return entry.href ? (
    <a {...common} href={entry.href} target="_blank" rel="noreferrer">{content}</a>
  ) : (
    <Link {...common} to={itemTarget(entry)!} aria-current={active ? 'page' : undefined}>{content}</Link>
  );
}

function VerticalGroup({ entry, compact, onNavigate }: { entry: MenuItem; compact?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('menu');
  const isActive = useIsActive();
  const [opened, { toggle }] = useDisclosure(isActive(entry));
  const Icon = entry.icon;
  const label = t(entry.label);
  if (compact) {
    const props = { label, icon: <Icon {...ICON} aria-hidden />, active: isActive(entry), items: entry.children!, onNavigate };
    return (
      <DeferredMenu load={loadCompactGroup} props={props} placeholder={(h) => <CompactGroupTrigger {...props} {...h} />} />
    );
  }
  return (
    <div>
      <UnstyledButton className={classes.menuLink} onClick={toggle} aria-expanded={opened} data-active={isActive(entry) || undefined}>
        <Icon {...ICON} aria-hidden />
        <span style={{ flex: 1 }}>{label}</span>
        <IconChevronDown size={16} stroke={1.5} aria-hidden style={{ transform: opened ? 'rotate(180deg)' : undefined }} />
      </UnstyledButton>
      <Collapse expanded={opened}>
        <Stack gap={2} pl="md" pt={2}>
          {entry.children!.map((c) => <ItemLink key={c.label} entry={c} onNavigate={onNavigate} />)}
        </Stack>
      </Collapse>
    </div>
  );
}

/** The vertical menu: full labels, or an icon rail when compact. */
export function VerticalMenu({ items, compact, onNavigate }: { items: MenuItem[]; compact?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('shell.mainMenu')}>
      <Stack gap={4}>
        {items.map((entry) =>
          entry.children ? (
            <VerticalGroup key={entry.label} entry={entry} compact={compact} onNavigate={onNavigate} />
          ) : (
            <ItemLink key={entry.label} entry={entry} compact={compact} onNavigate={onNavigate} />
          ),
        )}
      </Stack>
    </nav>
  );
}

/**
 * The horizontal menu bar: up to `max` entries inline, the rest under "More". Between 992 and 1400 px it
 * is compact: labels without icons and fewer entries inline.
 */
export function HorizontalMenu({ items, compact }: { items: MenuItem[]; compact: boolean }) {
  const { t } = useTranslation(['common', 'menu']);
  const isActive = useIsActive();
  const max = compact ? 6 : 9;
  const inline = items.length > max ? items.slice(0, max - 1) : items;
  const rest = items.length > max ? items.slice(max - 1) : [];
  const more = { label: t('common:shell.more'), more: true, active: rest.some(isActive), items: rest };
  return (
    <nav aria-label={t('common:shell.mainMenu')} className={classes.menuBar}>
      <Group gap={4} h="100%" wrap="nowrap">
        {inline.map((entry) => {
          if (!entry.children) return <HorizontalLink key={entry.label} entry={entry} compact={compact} />;
          const props = {
            label: t(`menu:${entry.label}`),
            icon: compact ? undefined : <entry.icon {...ICON} aria-hidden />,
            active: isActive(entry),
            items: entry.children,
          };
          return <DeferredMenu key={entry.label} load={loadBarDropdown} props={props} placeholder={(h) => <MenuBarTrigger {...props} {...h} />} />;
        })}
        {rest.length > 0 ? (
          <DeferredMenu load={loadBarDropdown} props={more} placeholder={(h) => <MenuBarTrigger {...more} {...h} />} />
        ) : null}
      </Group>
    </nav>
  );
}

function HorizontalLink({ entry, compact }: { entry: MenuItem; compact: boolean }) {
  const { t } = useTranslation('menu');
  const isActive = useIsActive();
  const active = isActive(entry);
  const inner = (
    <>
      {compact ? null : <entry.icon {...ICON} aria-hidden />}
      <span>{t(entry.label)}</span>
      {entry.href ? <IconExternalLink size={14} stroke={1.5} aria-hidden /> : null}
    </>
  );
  return entry.href ? (
    <a className={classes.menuLink} href={entry.href} target="_blank" rel="noreferrer">{inner}</a>
  ) : (
    <Link className={classes.menuLink} to={itemTarget(entry)!} data-active={active || undefined} aria-current={active ? 'page' : undefined}>
      {inner}
    </Link>
  );
}
