import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportReport } from '@app/contracts/assessments';

/** What an import did: rows read, imported, and a table of the rejected rows with the reasons. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('assessments-admin');
  const rejected = report.Rejected.length;
  return (
    <Stack gap="sm">
      <Alert
        color={rejected === 0 ? 'green' : report.Imported === 0 ? 'red' : 'yellow'}
        variant="light"
        icon={rejected === 0 ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
        title={t('import.resultTitle')}
        role="status"
      >
        <Group gap="lg">
          <Text size="sm">{t('import.rows', { count: report.Rows })}</Text>
          <Text size="sm" fw={600}>{t('import.imported', { count: report.Imported })}</Text>
          <Text size="sm" fw={600}>{t('import.rejected', { count: rejected })}</Text>
        </Group>
      </Alert>
      {rejected > 0 ? (
        <Table.ScrollContainer minWidth={420}>
          <Table striped withTableBorder aria-label={t('import.rejectedTable')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={70}>{t('import.row')}</Table.Th>
                <Table.Th scope="col" w={130}>{t('import.column')}</Table.Th>
                <Table.Th scope="col">{t('import.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.Rejected.flatMap((r) =>
                r.Errors.map((e, i) => (
                  <Table.Tr key={`${r.Row}-${i}`}>
                    <Table.Td>{i === 0 ? r.Row : ''}</Table.Td>
                    <Table.Td>{e.Column}</Table.Td>
                    <Table.Td>{e.Message}</Table.Td>
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
