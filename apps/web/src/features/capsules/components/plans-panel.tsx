import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Modal, NumberInput, Stack, Switch, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { subscriptionPlanInputSchema } from '@app/contracts/capsules';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useFormat } from '../../../ui/format.ts';
import { usePlans, useSavePlan, type PlanInput } from '../api/staff.ts';

type Editing = { id: number | null; form: PlanInput };
const blank: PlanInput = { Name: '', Months: 3, INRPrice: 0, DollarPrice: 0, Active: true };

/**
 * The subscription plans (all capsules for a period) on /Others/CapsuleSubscription: add, change, withdraw or offer
 * again. A changed price applies to new orders only; subscriptions held keep their period.
 */
export function PlansPanel() {
  const { t } = useTranslation('capsules');
  const fmt = useFormat();
  const plans = usePlans();
  const save = useSavePlan();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const money = (minor: number, currency: 'INR' | 'USD') => minor > 0 ? new Intl.NumberFormat(fmt.locale, { style: 'currency', currency }).format(minor / 100) : '—';

  const open = (e: Editing) => { setErrors({}); save.reset(); setEditing(e); };
  const set = <K extends keyof PlanInput>(k: K, v: PlanInput[K]) => setEditing((e) => e && { ...e, form: { ...e.form, [k]: v } });
  const submit = () => {
    if (!editing) return;
    const parsed = subscriptionPlanInputSchema.safeParse(editing.form);
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const i of parsed.error.issues) { const k = String(i.path[0] ?? ''); if (!(k in out)) out[k] = i.message; }
      setErrors(out);
      return;
    }
    setErrors({});
    save.mutate({ id: editing.id, body: parsed.data }, {
      onSuccess: () => setEditing(null),
      onError: (err) => { if (err instanceof ApiError) setErrors(err.fieldErrors()); },
    });
  };

  const rows = plans.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h4">{t('planAdmin.title')}</Title>
            <Text size="sm" c="dimmed">{t('planAdmin.lead')}</Text>
          </div>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open({ id: null, form: blank })}>{t('planAdmin.add')}</Button>
        </Group>
        {plans.isError ? <Alert color="red" role="alert">{errorMessage(plans.error)}</Alert> : null}
        {plans.isSuccess && rows.length === 0 ? <Text c="dimmed">{t('planAdmin.empty')}</Text> : null}
        {rows.length > 0 ? (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="xs" aria-label={t('planAdmin.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('planAdmin.name')}</Table.Th>
                  <Table.Th>{t('planAdmin.months')}</Table.Th>
                  <Table.Th>{t('planAdmin.inr')}</Table.Th>
                  <Table.Th>{t('planAdmin.usd')}</Table.Th>
                  <Table.Th>{t('planAdmin.subscribers')}</Table.Th>
                  <Table.Th>{t('fields.status')}</Table.Th>
                  <Table.Th><VisuallyHidden>{t('planAdmin.edit')}</VisuallyHidden></Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((p) => (
                  <Table.Tr key={p.ID}>
                    <Table.Td fw={500}>{p.Name}</Table.Td>
                    <Table.Td>{fmt.number(p.Months)}</Table.Td>
                    <Table.Td>{money(p.INRPrice, 'INR')}</Table.Td>
                    <Table.Td>{money(p.DollarPrice, 'USD')}</Table.Td>
                    <Table.Td>{fmt.number(p.Subscribers)}</Table.Td>
                    <Table.Td><Badge variant="light" color={p.Active ? 'teal' : 'gray'}>{p.Active ? t('planAdmin.offered') : t('planAdmin.withdrawn')}</Badge></Table.Td>
                    <Table.Td>
                      <Button size="compact-xs" variant="light" aria-label={t('planAdmin.editNamed', { name: p.Name })}
                        onClick={() => open({ id: p.ID, form: { Name: p.Name, Months: p.Months, INRPrice: p.INRPrice, DollarPrice: p.DollarPrice, Active: p.Active } })}>
                        {t('planAdmin.edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.id ? t('planAdmin.editTitle') : t('planAdmin.addTitle')} centered>
        {editing ? (
          <form onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>
            <Stack gap="sm">
              <TextInput label={t('planAdmin.name')} required data-autofocus value={editing.form.Name} maxLength={100} error={errors.Name}
                onChange={(e) => set('Name', e.currentTarget.value)} />
              <NumberInput label={t('planAdmin.months')} required min={1} max={36} allowDecimal={false} value={editing.form.Months} error={errors.Months}
                onChange={(v) => set('Months', typeof v === 'number' ? v : Number(v || 0))} />
              <Group grow align="flex-start">
                <NumberInput label={t('planAdmin.inr')} min={0} decimalScale={2} value={(editing.form.INRPrice ?? 0) / 100} error={errors.INRPrice}
                  onChange={(v) => set('INRPrice', Math.round(Number(v || 0) * 100))} />
                <NumberInput label={t('planAdmin.usd')} min={0} decimalScale={2} value={(editing.form.DollarPrice ?? 0) / 100} error={errors.DollarPrice}
                  onChange={(v) => set('DollarPrice', Math.round(Number(v || 0) * 100))} />
              </Group>
              <Switch label={t('planAdmin.active')} description={t('planAdmin.activeHint')} checked={editing.form.Active ?? true} onChange={(e) => set('Active', e.currentTarget.checked)} />
              {editing.id ? <Text size="xs" c="dimmed">{t('planAdmin.priceNote')}</Text> : null}
              {save.isError && !(save.error instanceof ApiError && save.error.errors.length) ? <Alert color="red" role="alert">{errorMessage(save.error)}</Alert> : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setEditing(null)}>{t('planAdmin.cancel')}</Button>
                <Button type="submit" loading={save.isPending}>{t('planAdmin.save')}</Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Modal>
    </Card>
  );
}
