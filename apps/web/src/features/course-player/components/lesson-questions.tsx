import { Anchor, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { topicSlug } from '@app/contracts/forum';
import { useLessonTopics } from '../api/get-lesson-topics.ts';

/**
 * Under the lesson: "Ask about this lesson" (the forum's AddTopic, linked to this course and lesson, so the course's
 * mentors are told) and the questions already asked about it.
 */
export function LessonQuestions({ courseId, lessonId, lessonTitle }: { courseId: number; lessonId: number; lessonTitle: string }) {
  const { t } = useTranslation('forum');
  const topics = useLessonTopics(courseId, lessonId);
  const ask = `/Forum/AddTopic?${new URLSearchParams({ courseId: String(courseId), lessonId: String(lessonId), lesson: lessonTitle })}`;
  const items = topics.data?.items ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="lesson-questions-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} fz="md" id="lesson-questions-title">{t('lesson.topics')}</Title>
        <Button component={Link} to={ask} size="xs" variant="light" leftSection={<IconMessageQuestion size={16} aria-hidden />}>{t('lesson.ask')}</Button>
      </Group>
      {topics.isSuccess && items.length === 0 ? <Text size="sm" c="dimmed">{t('lesson.none')}</Text> : null}
      {items.length ? (
        <List spacing={4} size="sm">
          {items.map((x) => (
            <List.Item key={x.ID}>
              <Anchor component={Link} to={`/Forum/Topic/${x.ID}/${topicSlug(x.Title)}`} size="sm">{x.Title}</Anchor>
              {' '}
              <Text span size="xs" c="dimmed">{t('answersCount', { count: x.Answers })}</Text>
              {x.Accepted ? <Badge size="xs" color="teal.9" ml={6}>{t('accepted')}</Badge> : null}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
