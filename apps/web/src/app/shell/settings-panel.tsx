import { Button, ColorSwatch, Drawer, Group, SegmentedControl, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePrefsStore } from '../../lib/prefs-store.ts';
import {
  colorModes, deviceFor, layoutStyles, layoutWidths, menuDirections, menuStates, themeColors, themeTones,
} from '../../lib/layout-settings.ts';
import { primaryHex } from '../theme.ts';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} component="div">{label}</Text>
      {children}
    </Stack>
  );
}

/** Every layout enumeration of spec section 9; opening it closes the navigation drawer (one panel at a time). */
export function SettingsPanel() {
  const { t } = useTranslation('common');
  const { width } = useViewportSize();
  const opened = usePrefsStore((s) => s.openPanel === 'settings');
  const settings = usePrefsStore((s) => s.settings);
  const menu = usePrefsStore((s) => s.menu);
  const { setSettings, setMenu, resetLayout, setOpenPanel } = usePrefsStore.getState();
  const options = <T extends string>(values: readonly T[], group: string) =>
    values.map((v) => ({ value: v, label: t(`settings.${group}.${v}`) }));

  return (
    <Drawer
      opened={opened}
      onClose={() => setOpenPanel(null)}
      position="right"
      size={360}
      title={<Text span fw={700} size="lg">{t('settings.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="lg">
        <Field label={t('settings.colorTheme')}>
          <SegmentedControl
            fullWidth
            aria-label={t('settings.tone.label')}
            value={settings.themeTone}
            onChange={(v) => setSettings({ themeTone: v as (typeof themeTones)[number] })}
            data={options(themeTones, 'tone')}
          />
          <Group gap="xs" role="radiogroup" aria-label={t('settings.colorTheme')}>
            {themeColors.map((c) => {
              const selected = settings.themeColor === c;
              const label = t(`settings.color.${c}`);
              return (
                <Tooltip key={c} label={label}>
                  <ColorSwatch
                    component="button"
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    aria-label={label}
                    color={primaryHex(c)}
                    onClick={() => setSettings({ themeColor: c })}
                    size={34}
                    style={{ color: '#fff', cursor: 'pointer' }}
                  >
                    {selected ? <IconCheck size={18} aria-hidden /> : null}
                  </ColorSwatch>
                </Tooltip>
              );
            })}
          </Group>
        </Field>
        <Field label={t('settings.mode.label')}>
          <SegmentedControl fullWidth aria-label={t('settings.mode.label')} value={settings.mode}
            onChange={(v) => setSettings({ mode: v as (typeof colorModes)[number] })} data={options(colorModes, 'mode')} />
        </Field>
        <Field label={t('settings.layout.label')}>
          <SegmentedControl fullWidth aria-label={t('settings.layout.label')} value={settings.layout}
            onChange={(v) => setSettings({ layout: v as (typeof layoutWidths)[number] })} data={options(layoutWidths, 'layout')} />
        </Field>
        <Field label={t('settings.style.label')}>
          <SegmentedControl fullWidth aria-label={t('settings.style.label')} value={settings.style}
            onChange={(v) => setSettings({ style: v as (typeof layoutStyles)[number] })} data={options(layoutStyles, 'style')} />
        </Field>
        <Field label={t('settings.direction.label')}>
          <SegmentedControl fullWidth aria-label={t('settings.direction.label')} value={menu.direction}
            onChange={(v) => setMenu({ direction: v as (typeof menuDirections)[number] })} data={options(menuDirections, 'direction')} />
        </Field>
        <Field label={t('settings.menuState.label')}>
          <SegmentedControl fullWidth aria-label={t('settings.menuState.label')} value={menu.state}
            onChange={(v) => setMenu({ state: v as (typeof menuStates)[number] })} data={options(menuStates, 'menuState')} />
        </Field>
        <Switch
          label={t('settings.sidebar')}
          description={t('settings.sidebarHint')}
          checked={settings.sidebar}
          onChange={(e) => setSettings({ sidebar: e.currentTarget.checked })}
        />
        <Text size="sm" c="dimmed">
          {t('settings.device.current', { device: t(`settings.device.${deviceFor(width || 1440)}`) })}
        </Text>
        <Button variant="default" onClick={resetLayout}>{t('settings.reset')}</Button>
      </Stack>
    </Drawer>
  );
}
