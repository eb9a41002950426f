import { useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Blockquote, Button, Card, Group, MultiSelect, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy, IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { landingContentSchema, landingLanguages, type LandingContent } from '@app/contracts/crm';
import builtInEn from '../../../locales/en/landing.json';
import builtInEs from '../../../locales/es/landing.json';
import builtInDe from '../../../locales/de/landing.json';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { translateValidation } from '../../../lib/form.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useLandingContent, usePublishedCourses, useSaveLanding } from '../api/landing.ts';

type Lang = (typeof landingLanguages)[number];
type HeroDraft = { Eyebrow: string; Title: string; Lead: string };
type Draft = { Hero: Record<Lang, HeroDraft>; CourseIDs: string[]; Testimonials: { Name: string; Role: string; Quote: string }[] };

/** The page's own copy per language: what a language without edited texts keeps showing. */
const builtIn: Record<Lang, HeroDraft> = Object.fromEntries(
  ([['en', builtInEn], ['es', builtInEs], ['de', builtInDe]] as const).map(([l, d]) => [l, { Eyebrow: d.hero.eyebrow, Title: d.hero.title, Lead: d.hero.lead }]),
) as Record<Lang, HeroDraft>;
const emptyHero: HeroDraft = { Eyebrow: '', Title: '', Lead: '' };

function toDraft(c: LandingContent): Draft {
  return {
    Hero: Object.fromEntries(landingLanguages.map((l) => [l, { ...emptyHero, ...c.Hero[l] }])) as Record<Lang, HeroDraft>,
    CourseIDs: c.CourseIDs.map(String),
    Testimonials: c.Testimonials.map((q) => ({ ...q })),
  };
}

/** A language whose three fields are empty keeps the built-in copy (left out of what is saved); so does an empty field. */
function toBody(d: Draft): LandingContent {
  const Hero: LandingContent['Hero'] = {};
  for (const l of landingLanguages) {
    const h = d.Hero[l];
    if (h.Eyebrow.trim() || h.Title.trim() || h.Lead.trim()) Hero[l] = { Eyebrow: h.Eyebrow.trim(), Title: h.Title.trim(), Lead: h.Lead.trim() };
  }
  return { Hero, CourseIDs: d.CourseIDs.map(Number), Testimonials: d.Testimonials.map((q) => ({ Name: q.Name.trim(), Role: q.Role.trim(), Quote: q.Quote.trim() })) };
}

/** Field errors of the contract (or the server) by path, e.g. `Hero.en.Title`, `Testimonials.0.Quote`. */
function errorsOf(body: LandingContent): Record<string, string> {
  const r = landingContentSchema.safeParse(body);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), translateValidation(i.message)]));
}

/**
 * /admin/manage/landingPage (landing.manage): the public landing page's hero per language, highlighted courses and
 * testimonials, with a live preview of what visitors will see; saved with PUT /landing.
 */
export function LandingEditorPage() {
  const { t } = useTranslation('crm');
  const fmt = useFormat();
  const content = useLandingContent();
  const courses = usePublishedCourses();
  const save = useSaveLanding();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [lang, setLang] = useState<Lang>('en');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (content.data && !draft) setDraft(toDraft(content.data));
  }, [content.data, draft]);

  if (content.isError) return <Alert color="red" role="alert">{errorMessage(content.error)}</Alert>;
  if (!draft) return <PageTitle title={t('landing.title')} description={t('landing.lead')} />;

  const hero = draft.Hero[lang];
  // Typing in a field clears its error (the whole form is checked again on save).
  const clearError = (key: string) => { if (errors[key]) setErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => k !== key))); };
  const setHero = (field: keyof HeroDraft, value: string) => {
    clearError(`Hero.${lang}.${field}`);
    setDraft({ ...draft, Hero: { ...draft.Hero, [lang]: { ...hero, [field]: value } } });
  };
  const setQuote = (i: number, field: 'Name' | 'Role' | 'Quote', value: string) => {
    clearError(`Testimonials.${i}.${field}`);
    setDraft({ ...draft, Testimonials: draft.Testimonials.map((q, j) => (j === i ? { ...q, [field]: value } : q)) });
  };
  const courseOptions = (courses.data?.items ?? []).map((c) => ({ value: String(c.ID), label: c.Title }));
  // A saved course that is no longer published stays selectable (so it can be removed) and is named as such.
  for (const c of content.data?.Courses ?? []) {
    if (!courseOptions.some((o) => o.value === String(c.ID))) courseOptions.push({ value: String(c.ID), label: t('landing.unpublished', { title: c.Title }) });
  }
  // Field by field, as the landing page does: an empty field keeps the page's own text.
  const preview = { Eyebrow: hero.Eyebrow.trim() || builtIn[lang].Eyebrow, Title: hero.Title.trim() || builtIn[lang].Title, Lead: hero.Lead.trim() || builtIn[lang].Lead };
  const previewCourses = draft.CourseIDs.map((id) => courses.data?.items.find((c) => String(c.ID) === id)).filter((c) => c !== undefined);
  const previewQuotes = draft.Testimonials.filter((q) => q.Quote.trim() && q.Name.trim());

  const submit = (ev: React.FormEvent) => {
    ev.preventDefault();
    const body = toBody(draft);
    const found = errorsOf(body);
    setErrors(found);
    if (Object.keys(found).length) {
      const first = Object.keys(found)[0]!;
      const bad = /^Hero\.(en|es|de)\./.exec(first);
      if (bad) setLang(bad[1] as Lang);
      return;
    }
    save.mutate(body, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        notify(t('landing.saved'), 'success');
      },
      onError: (err) => {
        if (err instanceof ApiError) setErrors(Object.fromEntries(Object.entries(err.fieldErrors()).map(([k, v]) => [k.replace(/^body\./, ''), translateValidation(v)])));
      },
    });
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('landing.title')} description={t('landing.lead')}
        actions={<Button component="a" href="/" target="_blank" rel="noopener" variant="default" rightSection={<IconExternalLink size={16} aria-hidden />}>{t('landing.open')}</Button>} />
      {content.data?.UpdatedOn ? <Text size="sm" c="dimmed">{t('landing.updated', { when: fmt.dateTime(content.data.UpdatedOn), who: content.data.UpdatedBy ?? '—' })}</Text> : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <form onSubmit={submit} noValidate aria-label={t('landing.title')}>
          <Stack gap="lg">
            {save.isError && !(save.error instanceof ApiError && save.error.status === 400) ? <Alert color="red" role="alert">{errorMessage(save.error)}</Alert> : null}
            <Card withBorder padding="lg" component="section" aria-labelledby="landing-hero-title">
              <Title order={2} size="h4" id="landing-hero-title">{t('landing.hero')}</Title>
              <Text size="sm" c="dimmed" mb="sm">{t('landing.heroLead')}</Text>
              <SegmentedControl value={lang} onChange={(v) => setLang(v as Lang)} aria-label={t('landing.language')} mb="md"
                data={landingLanguages.map((l) => ({ value: l, label: t(`landing.languages.${l}`) }))} />
              <Stack gap="sm">
                <TextInput label={t('landing.eyebrow')} placeholder={builtIn[lang].Eyebrow} value={hero.Eyebrow} maxLength={120}
                  onChange={(e) => setHero('Eyebrow', e.currentTarget.value)} error={errors[`Hero.${lang}.Eyebrow`]} />
                <TextInput label={t('landing.heroTitle')} placeholder={builtIn[lang].Title} value={hero.Title} maxLength={120}
                  onChange={(e) => setHero('Title', e.currentTarget.value)} error={errors[`Hero.${lang}.Title`]} />
                <Textarea label={t('landing.heroText')} placeholder={builtIn[lang].Lead} value={hero.Lead} maxLength={400} autosize minRows={2}
                  onChange={(e) => setHero('Lead', e.currentTarget.value)} error={errors[`Hero.${lang}.Lead`]} />
              </Stack>
            </Card>
            <Card withBorder padding="lg" component="section" aria-labelledby="landing-courses-title">
              <Title order={2} size="h4" id="landing-courses-title">{t('landing.courses')}</Title>
              <Text size="sm" c="dimmed" mb="sm">{t('landing.coursesLead')}</Text>
              <MultiSelect label={t('landing.coursesPick')} data={courseOptions} value={draft.CourseIDs} searchable maxValues={6}
                onChange={(v) => setDraft({ ...draft, CourseIDs: v })} error={errors.CourseIDs} />
            </Card>
            <Card withBorder padding="lg" component="section" aria-labelledby="landing-quotes-title">
              <Title order={2} size="h4" id="landing-quotes-title">{t('landing.testimonials')}</Title>
              <Text size="sm" c="dimmed" mb="sm">{t('landing.testimonialsLead')}</Text>
              <Stack gap="md">
                {draft.Testimonials.map((q, i) => (
                  <Card key={i} withBorder padding="sm" component="fieldset" aria-label={t('landing.testimonialN', { n: i + 1 })}>
                    <Stack gap="xs">
                      <Group grow align="flex-start">
                        <TextInput label={t('landing.name')} value={q.Name} maxLength={80} onChange={(e) => setQuote(i, 'Name', e.currentTarget.value)} error={errors[`Testimonials.${i}.Name`]} />
                        <TextInput label={t('landing.role')} value={q.Role} maxLength={120} onChange={(e) => setQuote(i, 'Role', e.currentTarget.value)} error={errors[`Testimonials.${i}.Role`]} />
                      </Group>
                      <Textarea label={t('landing.quote')} value={q.Quote} maxLength={600} autosize minRows={2} onChange={(e) => setQuote(i, 'Quote', e.currentTarget.value)} error={errors[`Testimonials.${i}.Quote`]} />
                      <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} aria-hidden />} style={{ alignSelf: 'flex-start' }}
                        onClick={() => setDraft({ ...draft, Testimonials: draft.Testimonials.filter((_, j) => j !== i) })}>
                        {t('landing.removeTestimonial', { n: i + 1 })}
                      </Button>
                    </Stack>
                  </Card>
                ))}
                {errors.Testimonials ? <Text size="sm" c="red">{errors.Testimonials}</Text> : null}
                <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} disabled={draft.Testimonials.length >= 6} style={{ alignSelf: 'flex-start' }}
                  onClick={() => setDraft({ ...draft, Testimonials: [...draft.Testimonials, { Name: '', Role: '', Quote: '' }] })}>
                  {t('landing.addTestimonial')}
                </Button>
              </Stack>
            </Card>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>{t('landing.save')}</Button>
          </Stack>
        </form>
        <Card withBorder padding="lg" component="section" aria-labelledby="landing-preview-title" style={{ alignSelf: 'flex-start' }}>
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4" id="landing-preview-title">{t('landing.preview')}</Title>
            <Badge variant="light">{t(`landing.languages.${lang}`)}</Badge>
          </Group>
          <Stack gap="md" data-testid="landing-preview">
            <Card padding="lg" radius="md" bg="var(--mantine-color-blue-light)">
              {preview.Eyebrow ? <Text size="xs" fw={700} tt="uppercase" c="blue.9">{preview.Eyebrow}</Text> : null}
              <Text fz={26} fw={700} lh={1.2} mt={4} data-testid="landing-preview-title">{preview.Title}</Text>
              {preview.Lead ? <Text mt="xs">{preview.Lead}</Text> : null}
            </Card>
            {previewCourses.length ? (
              <Stack gap="xs">
                <Text fw={700}>{t('landing.previewCourses')}</Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  {previewCourses.map((c) => <Card key={c.ID} withBorder padding="sm"><Anchor component="span" fw={600}>{c.Title}</Anchor></Card>)}
                </SimpleGrid>
              </Stack>
            ) : null}
            {previewQuotes.length ? (
              <Stack gap="xs">
                <Text fw={700}>{t('landing.previewTestimonials')}</Text>
                {previewQuotes.map((q, i) => (
                  <Blockquote key={i} p="sm" cite={`${q.Name}${q.Role ? `, ${q.Role}` : ''}`}>{q.Quote}</Blockquote>
                ))}
              </Stack>
            ) : null}
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
