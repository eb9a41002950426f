import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ActionIcon, Avatar, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconDots, IconLanguage } from '@tabler/icons-react';
import type { CurrentUser } from '@app/contracts/auth';
import { useUserPhoto } from '../../features/profile/api/get-user-photo.ts';
import classes from './shell.module.css';

type ButtonProps = ComponentPropsWithoutRef<'button'>;

function initials(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((p) => p[0]!.toUpperCase()).join('') || '?';
}

/** The avatar button of the user menu (the same before and after the menu code is loaded). */
export const AvatarTrigger = forwardRef<HTMLButtonElement, ButtonProps & { user: CurrentUser; label: string }>(
  function AvatarTrigger({ user, label, ...rest }, ref) {
    const photo = useUserPhoto(user.thumb);
    return (
      <UnstyledButton ref={ref} aria-label={label} aria-haspopup="menu" style={{ borderRadius: '50%' }} {...rest}>
        <Avatar src={photo} alt="" variant="filled" radius="xl">{initials(user.name)}</Avatar>
      </UnstyledButton>
    );
  },
);

/** The visitor's language button. */
export const LanguageTrigger = forwardRef<HTMLButtonElement, ButtonProps & { label: string }>(
  function LanguageTrigger({ label, ...rest }, ref) {
    return (
      <ActionIcon ref={ref} variant="subtle" color="inherit" c="inherit" size="lg" aria-label={label} title={label} aria-haspopup="menu" {...rest}>
        <IconLanguage size={20} stroke={1.5} aria-hidden />
      </ActionIcon>
    );
  },
);

/** A horizontal-menu entry that opens a dropdown (a group, or "More"). */
export const MenuBarTrigger = forwardRef<HTMLButtonElement, ButtonProps & {
  label: string; icon?: React.ReactNode; active?: boolean; more?: boolean;
}>(function MenuBarTrigger({ label, icon, active, more, ...rest }, ref) {
  return (
    <UnstyledButton ref={ref} className={classes.menuLink} data-active={active || undefined} aria-haspopup="menu" {...rest}>
      {more ? <IconDots size={20} stroke={1.5} aria-hidden /> : icon}
      <span>{label}</span>
      {more ? null : <IconChevronDown size={14} stroke={1.5} aria-hidden />}
    </UnstyledButton>
  );
});

/** A compact (icon-only) vertical-menu group. */
export const CompactGroupTrigger = forwardRef<HTMLButtonElement, ButtonProps & { label: string; icon: React.ReactNode; active?: boolean }>(
  function CompactGroupTrigger({ label, icon, active, ...rest }, ref) {
    return (
      <UnstyledButton ref={ref} className={classes.menuLink} data-compact data-active={active || undefined} aria-label={label} title={label} aria-haspopup="menu" {...rest}>
        {icon}
      </UnstyledButton>
    );
  },
);
