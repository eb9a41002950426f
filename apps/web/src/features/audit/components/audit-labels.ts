import { useTranslation } from 'react-i18next';
import { auditActions, auditAreas, auditEntityTypes } from '@app/contracts/audit';
import { accountRoles } from '@app/contracts/roles';

const known = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * Names of actions, areas, record kinds and roles in the reader's language. An action or kind the web does not
 * know yet (a newer module's) is shown as written.
 */
export function useAuditLabels() {
  const { t } = useTranslation('audit');
  const entityType = (type: string) => (known(auditEntityTypes, type) ? t(`entityTypes.${type}`) : type);
  return {
    action: (action: string) => (known(auditActions, action) ? t(`actions.${action}`) : action),
    area: (area: string) => (known(auditAreas, area) ? t(`areas.${area}`) : area),
    entityType,
    /** "Course 12", or the kind alone when the entry names no record. */
    entity: (type: string, id: string | null) => (id ? t('entityRef', { type: entityType(type), id }) : entityType(type)),
    role: (role: string) => (known(accountRoles, role) ? t(`roles.${role}`) : role),
    /** A recorded field (`Title`, `Score`): its name in the reader's language, or the key as written. */
    field: (key: string) => t(`fieldNames.${key}`, { defaultValue: key }),
  };
}
