import { Grid, NumberInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = UseFormReturnType<any>;

/** The enquiry fields shared by the public forms and the staff form (same contract, same checks). */
export function EnquiryFields({ form, descriptionLabel, withDegree = true }: { form: AnyForm; descriptionLabel?: string; withDegree?: boolean }) {
  const { t } = useTranslation('crm');
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label={t('fields.Name')} autoComplete="given-name" required key={form.key('Name')} {...form.getInputProps('Name')} />
        <TextInput label={t('fields.LastName')} autoComplete="family-name" key={form.key('LastName')} {...form.getInputProps('LastName')} />
      </SimpleGrid>
      <TextInput label={t('fields.Email')} type="email" autoComplete="email" required key={form.key('Email')} {...form.getInputProps('Email')} />
      <Grid gap="md">
        <Grid.Col span={4}>
          <TextInput label={t('fields.CountryCode')} autoComplete="tel-country-code" required key={form.key('CountryCode')} {...form.getInputProps('CountryCode')} />
        </Grid.Col>
        <Grid.Col span={8}>
          <TextInput label={t('fields.MobileNumber')} type="tel" autoComplete="tel-national" required key={form.key('MobileNumber')} {...form.getInputProps('MobileNumber')} />
        </Grid.Col>
      </Grid>
      {withDegree ? (
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput label={t('fields.Degree')} key={form.key('Degree')} {...form.getInputProps('Degree')} />
          <NumberInput label={t('fields.ExperienceYears')} min={0} max={60} key={form.key('ExperienceYears')} {...form.getInputProps('ExperienceYears')} />
          <TextInput label={t('fields.City')} autoComplete="address-level2" key={form.key('City')} {...form.getInputProps('City')} />
        </SimpleGrid>
      ) : null}
      <Textarea label={descriptionLabel ?? t('fields.EnquiryDescription')} autosize minRows={3} maxRows={8} required key={form.key('EnquiryDescription')} {...form.getInputProps('EnquiryDescription')} />
    </>
  );
}
