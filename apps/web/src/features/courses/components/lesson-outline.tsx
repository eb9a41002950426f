import { Accordion, Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconClipboardText, IconFileText, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContentType } from '@app/contracts/courses';
import type { CourseLanding } from '../api/get-course-landing.ts';
import { minutesOf, secondsOf } from '../lib/outline.ts';

const icons: Record<ContentType, typeof IconFileText> = { material: IconFileText, test: IconListCheck, assignment: IconClipboardText };

/** The lesson outline of the landing page: each lesson with its material, test and assignment and their expected times. */
export function LessonOutline({ contents }: { contents: CourseLanding['Contents'] }) {
  const { t } = useTranslation('courses');
  if (contents.length === 0) return <Text c="dimmed">{t('landing.noLessons')}</Text>;
  return (
    <Accordion multiple variant="separated" radius="md" defaultValue={[String(contents[0]!.LessonID)]}>
      {contents.map((lesson, i) => {
        const minutes = minutesOf(lesson.Items.reduce((sum, item) => sum + secondsOf(item.ExpectedComplitionTime), 0));
        return (
          <Accordion.Item key={lesson.LessonID} value={String(lesson.LessonID)}>
            <Accordion.Control>
              <Stack gap={2}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{lesson.Title}</Text>
                <Text size="sm" c="dimmed">
                  {t('landing.lessonNumber', { n: i + 1 })}
                  {' · '}
                  {t('landing.items', { count: lesson.Items.length })}
                  {minutes > 0 ? ` · ${t('landing.minutes', { count: minutes })}` : ''}
                </Text>
              </Stack>
            </Accordion.Control>
            <Accordion.Panel>
              {lesson.Items.length === 0 ? <Text size="sm" c="dimmed">{t('landing.emptyLesson')}</Text> : (
                <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
                  {lesson.Items.map((item) => {
                    const Icon = icons[item.Type];
                    const seconds = secondsOf(item.ExpectedComplitionTime);
                    return (
                      <Group component="li" key={item.Type} gap="sm" wrap="nowrap" align="flex-start">
                        <ThemeIcon variant="light" size={32} radius="md" aria-hidden><Icon size={18} /></ThemeIcon>
                        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{item.Name}</Text>
                          <Text size="xs" c="dimmed">{t(`contentType.${item.Type}`)}</Text>
                        </Stack>
                        {seconds > 0 ? (
                          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                            <span aria-hidden>{item.ExpectedComplitionTime}</span>
                            <VisuallyHidden>{t('landing.expectedTime', { value: item.ExpectedComplitionTime })}</VisuallyHidden>
                          </Text>
                        ) : null}
                      </Group>
                    );
                  })}
                </Stack>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
