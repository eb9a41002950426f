import { Collapse, Group, Menu, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconDots, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { itemTarget, type MenuItem } from './menus.ts';
import { useIsActive } from './use-menu.ts';
import classes from './shell.module.css';

const ICON = { size: 20, stroke: 1.5 } as const;

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
  const common = {
    className: classes.menuLink,
    'data-active': active || undefined,
    'data-compact': compact || undefined,
    'aria-label': compact ? label : undefined,
    onClick: onNavigate,
  };
  const link = entry.href ? (
    <a {...common} href={entry.href} target="_blank" rel="noreferrer">{content}</a>
  ) : (
    <Link {...common} to={itemTarget(entry)!} aria-current={active ? 'page' : undefined}>{content}</Link>
  );
  return compact ? <Tooltip label={label} position="right" withArrow>{link}</Tooltip> : link;
}

function VerticalGroup({ entry, compact, onNavigate }: { entry: MenuItem; compact?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('menu');
  const isActive = useIsActive();
  const [opened, { toggle }] = useDisclosure(isActive(entry));
  const Icon = entry.icon;
  if (compact) {
    return (
      <Menu position="right-start" withArrow trigger="click-hover">
        <Menu.Target>
          <UnstyledButton className={classes.menuLink} data-compact aria-label={t(entry.label)} data-active={isActive(entry) || undefined}>
            <Icon {...ICON} aria-hidden />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t(entry.label)}</Menu.Label>
          {entry.children!.map((c) => (
            <Menu.Item key={c.label} component={Link} to={itemTarget(c)!} leftSection={<c.icon {...ICON} aria-hidden />} onClick={onNavigate}>
              {t(c.label)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <div>
      <UnstyledButton className={classes.menuLink} onClick={toggle} aria-expanded={opened} data-active={isActive(entry) || undefined}>
        <Icon {...ICON} aria-hidden />
        <span style={{ flex: 1 }}>{t(entry.label)}</span>
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

/** The vertical menu: full labels, or an icon rail with tooltips when compact. */
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

function DropdownItems({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation('menu');
  return items.flatMap((entry) =>
    entry.children
      ? [
          <Menu.Label key={`l-${entry.label}`}>{t(entry.label)}</Menu.Label>,
          ...entry.children.map((c) => (
            <Menu.Item key={c.label} component={Link} to={itemTarget(c)!} leftSection={<c.icon {...ICON} aria-hidden />}>
              {t(c.label)}
            </Menu.Item>
          )),
        ]
      : [
          entry.href ? (
            <Menu.Item key={entry.label} component="a" href={entry.href} target="_blank" rel="noreferrer" leftSection={<entry.icon {...ICON} aria-hidden />}>
              {t(entry.label)}
            </Menu.Item>
          ) : (
            <Menu.Item key={entry.label} component={Link} to={itemTarget(entry)!} leftSection={<entry.icon {...ICON} aria-hidden />}>
              {t(entry.label)}
            </Menu.Item>
          ),
        ],
  );
}

/**
 * The horizontal menu bar: up to `max` entries inline (icons only at full width), the rest under "More".
 * Between 992 and 1400 px it is compact: labels without icons and fewer entries inline.
 */
export function HorizontalMenu({ items, compact }: { items: MenuItem[]; compact: boolean }) {
  const { t } = useTranslation(['common', 'menu']);
  const isActive = useIsActive();
  const max = compact ? 6 : 9;
  const inline = items.length > max ? items.slice(0, max - 1) : items;
  const rest = items.length > max ? items.slice(max - 1) : [];
  return (
    <nav aria-label={t('common:shell.mainMenu')} className={classes.menuBar}>
      <Group gap={4} h="100%" wrap="nowrap">
        {inline.map((entry) =>
          entry.children ? (
            <Menu key={entry.label} position="bottom-start" withArrow>
              <Menu.Target>
                <UnstyledButton className={classes.menuLink} data-active={isActive(entry) || undefined}>
                  {compact ? null : <entry.icon {...ICON} aria-hidden />}
                  <span>{t(`menu:${entry.label}`)}</span>
                  <IconChevronDown size={14} stroke={1.5} aria-hidden />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <DropdownItems items={entry.children} />
              </Menu.Dropdown>
            </Menu>
          ) : (
            <HorizontalLink key={entry.label} entry={entry} compact={compact} />
          ),
        )}
        {rest.length > 0 ? (
          <Menu position="bottom-end" withArrow>
            <Menu.Target>
              <UnstyledButton className={classes.menuLink} data-active={rest.some(isActive) || undefined}>
                <IconDots {...ICON} aria-hidden />
                <span>{t('common:shell.more')}</span>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <DropdownItems items={rest} />
            </Menu.Dropdown>
          </Menu>
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
