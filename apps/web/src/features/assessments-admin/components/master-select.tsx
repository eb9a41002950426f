import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMasterOptions, type PickerMaster } from '../api/get-master-options.ts';

export interface MasterSelectProps extends Omit<SelectProps, 'data'> {
  master: PickerMaster;
}

/** A searchable, clearable picker over one master list (question levels, categories, subcategories, modules). */
export function MasterSelect({ master, placeholder, ...props }: MasterSelectProps) {
  const { t } = useTranslation('assessments-admin');
  const { data, isPending, isError } = useMasterOptions(master);
  return (
    <Select
      data={data ?? []}
      searchable
      clearable
      placeholder={isPending ? t('loading') : isError ? t('mastersFailed') : (placeholder ?? t('any'))}
      nothingFoundMessage={t('nothingFound')}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
