import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COIN_MAX_CHANGE, type CoinEvent } from '@app/contracts/coins';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useCoinRules, useUpdateCoinRule } from '../api/coin-rules.ts';
import { useCoinEventName } from '../components/coin-event-labels.ts';

/** One rule: its coins and state, saved together (audited on the server). */
function RuleRow({ rule }: { rule: CoinEvent }) {
  const { t } = useTranslation('coins');
  const fmt = useFormat();
  const eventName = useCoinEventName();
  const update = useUpdateCoinRule();
  const [coins, setCoins] = useState<number | string>(rule.Coins ?? 1);
  const [active, setActive] = useState(rule.Active);
  const name = eventName(rule.Code, rule.Name);
  const valid = typeof coins === 'number' && Number.isInteger(coins) && coins >= 1 && coins <= COIN_MAX_CHANGE;
  const changed = coins !== rule.Coins || active !== rule.Active;
  const save = () =>
    update.mutate({ id: rule.ID, coins: coins as number, active }, { onSuccess: () => notify(t('rules.saved', { name }), 'success') });
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500}>{name}</Text>
        <Text size="xs" c="dimmed">{t(`rules.when.${rule.Code}`, { defaultValue: '' })}</Text>
        {update.error ? <Text size="xs" c="red.9" role="alert">{errorMessage(update.error)}</Text> : null}
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={t('rules.coinsOf', { name })}
          w="7rem"
          min={1}
          max={COIN_MAX_CHANGE}
          allowDecimal={false}
          allowNegative={false}
          value={coins}
          onChange={setCoins}
          error={valid ? null : t('form.amountWhole')}
        />
      </Table.Td>
      <Table.Td>
        <Switch aria-label={t('rules.activeOf', { name })} checked={active} onChange={(e) => setActive(e.currentTarget.checked)} label={active ? t('rules.on') : t('rules.off')} />
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed">{fmt.dateTime(rule.UpdatedOn)}</Text>
      </Table.Td>
      <Table.Td>
        <Button size="xs" onClick={save} disabled={!changed || !valid} loading={update.isPending} aria-label={t('rules.saveOf', { name })}>
          {t('rules.save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /Others/CoinRules (coins.manage): the earning rules, how many coins each event grants a learner (once per
 * learner and subject) and whether it is active. Each save is audited.
 */
export function CoinRulesPage() {
  const { t } = useTranslation('coins');
  const rules = useCoinRules();
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={t('rules.title')} description={t('rules.lead')} back={{ to: '/Others/CoinsHistory', label: t('history.title') }} />
      {rules.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between">
            {errorMessage(rules.error)}
            <Button size="xs" variant="white" onClick={() => void rules.refetch()}>{t('retry')}</Button>
          </Group>
        </Alert>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-busy={rules.isPending}>
              <Table.Caption>{t('rules.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('rules.event')}</Table.Th>
                  <Table.Th>{t('rules.coins')}</Table.Th>
                  <Table.Th>{t('rules.active')}</Table.Th>
                  <Table.Th>{t('rules.updated')}</Table.Th>
                  <Table.Th><VisuallyHidden>{t('rules.actions')}</VisuallyHidden></Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rules.isPending ? (
                  <Table.Tr><Table.Td colSpan={5}><Text c="dimmed">{t('picker.loading')}</Text></Table.Td></Table.Tr>
                ) : (
                  rules.data.map((r) => <RuleRow key={`${r.ID}-${r.UpdatedOn}`} rule={r} />)
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
