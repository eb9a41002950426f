import { useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { IconDatabase, IconMessageReport } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../ui/page-title.tsx';
import { IssuesPanel } from '../components/issues-panel.tsx';
import { QuestionBank } from '../components/question-bank.tsx';
import { QuestionModal } from '../components/question-modal.tsx';

/** /courseBuilding/questions: the question bank, and (tab `?tab=issues`) the issues learners reported. */
export function QuestionsPage() {
  const { t } = useTranslation('assessments-admin');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'issues' ? 'issues' : 'bank';
  const [openQuestion, setOpenQuestion] = useState<number | null>(null);
  return (
    <Stack gap="lg">
      <PageTitle title={t('questions.title')} description={t('questions.lead')} />
      <Tabs
        value={tab}
        onChange={(v) => setParams(v === 'issues' ? { tab: 'issues' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="bank" leftSection={<IconDatabase size={16} aria-hidden />}>{t('questions.tabBank')}</Tabs.Tab>
          <Tabs.Tab value="issues" leftSection={<IconMessageReport size={16} aria-hidden />}>{t('questions.tabIssues')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="bank"><QuestionBank /></Tabs.Panel>
        <Tabs.Panel value="issues">
          <IssuesPanel onOpenQuestion={setOpenQuestion} />
          <QuestionModal target={openQuestion} onClose={() => setOpenQuestion(null)} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
