import { Alert, Anchor, Avatar, Card, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { topicSlug } from '@app/contracts/forum';
import { errorMessage } from '../../../lib/api-client.ts';
import { initials, useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { useMemberPhoto } from '../api/get-member-photo.ts';
import { usePublicProfile } from '../api/get-profile.ts';

/** /profileUsers/{ID} and /UsersProfile/{ID}: a member's public profile; nothing private (no email, phone, address). */
export function PublicProfilePage() {
  const { t } = useTranslation('forum');
  const fmt = useFormat();
  const { ID } = useParams();
  const profile = usePublicProfile(Number(ID));
  const photo = useMemberPhoto(profile.data?.Photo);
  if (profile.isPending) return <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>;
  if (profile.isError) return <Alert color="red">{errorMessage(profile.error)}</Alert>;
  const p = profile.data;
  return (
    <Stack gap="lg">
      <PageTitle title={p.Name} back={{ to: '/Forum', label: t('back') }} />
      <Group gap="md">
        <Avatar src={photo} size={72} radius="xl" alt="">{initials(p.Name)}</Avatar>
        <Stack gap={2}>
          <Text fw={600}>{p.Headline}</Text>
          <Text size="sm" c="dimmed">{t('profile.since', { date: fmt.date(p.MemberSince) })}</Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatCard label={t('profile.topics')} value={fmt.number(p.Topics)} />
        <StatCard label={t('profile.answers')} value={fmt.number(p.Answers)} />
        <StatCard label={t('profile.useful')} value={fmt.number(p.UsefulAnswers)} />
        <StatCard label={t('profile.accepted')} value={fmt.number(p.AcceptedAnswers)} />
      </SimpleGrid>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-certs">
        <Title order={2} fz="lg" id="profile-certs" mb="xs">{t('profile.certificates')}</Title>
        {p.Certificates.length ? (
          <List spacing={4}>
            {p.Certificates.map((c) => (
              <List.Item key={c.Url}><Anchor href={c.Url} target="_blank" rel="noopener noreferrer">{c.CourseName}</Anchor> <Text span size="sm" c="dimmed">({fmt.date(c.IssuedOn)})</Text></List.Item>
            ))}
          </List>
        ) : <Text c="dimmed">{t('profile.noCertificates')}</Text>}
      </Card>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-badges">
        <Title order={2} fz="lg" id="profile-badges" mb="xs">{t('profile.badges')}</Title>
        {p.Badges.length ? (
          <List spacing={4}>
            {p.Badges.map((b) => (
              <List.Item key={b.Url}><Anchor href={b.Url} target="_blank" rel="noopener noreferrer">{b.Name}</Anchor> <Text span size="sm" c="dimmed">({fmt.date(b.IssuedOn)})</Text></List.Item>
            ))}
          </List>
        ) : <Text c="dimmed">{t('profile.noBadges')}</Text>}
      </Card>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-topics">
        <Title order={2} fz="lg" id="profile-topics" mb="xs">{t('profile.recent')}</Title>
        {p.RecentTopics.length ? (
          <List spacing={4}>
            {p.RecentTopics.map((x) => (
              <List.Item key={x.ID}><Anchor component={Link} to={`/Forum/Topic/${x.ID}/${topicSlug(x.Title)}`}>{x.Title}</Anchor></List.Item>
            ))}
          </List>
        ) : <Text c="dimmed">{t('profile.noTopics')}</Text>}
      </Card>
    </Stack>
  );
}
