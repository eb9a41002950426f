import type { MasterType } from '@app/contracts/masters';
import { AppError } from '../../platform/http/app-error.ts';
import type { MastersService } from '../masters/masters.service.ts';

/** The master types the assessment engine refers to, by the field that holds their id. */
export const masterFields = {
  LevelID: 'questionLevels',
  CategoryID: 'categories',
  SubcategoryID: 'subcategories',
  ModuleID: 'modules',
} as const satisfies Record<string, MasterType>;
export type MasterField = keyof typeof masterFields;

/** Id -> title and title -> id of one master type. */
export type MasterMap = { byId: Map<number, string>; byTitle: Map<string, number> };
export type MasterMaps = Record<MasterField, MasterMap>;

/** Master lists are short (tens of entries): load each referenced type whole, through the masters service. */
export async function loadMasterMaps(masters: MastersService, fields: readonly MasterField[] = Object.keys(masterFields) as MasterField[]) {
  const maps = {} as MasterMaps;
  await Promise.all(
    fields.map(async (f) => {
      const page = await masters.list(masterFields[f], { pageIndex: 0, pageSize: 5000, sortDesc: false });
      maps[f] = {
        byId: new Map(page.items.map((e) => [e.ID, e.Title])),
        byTitle: new Map(page.items.map((e) => [e.Title.trim().toLowerCase(), e.ID])),
      };
    }),
  );
  return maps;
}

/** 400 with a field error for every id that is not an entry of its master type. */
export async function assertMasterRefs(masters: MastersService, values: Partial<Record<MasterField, number | null | undefined>>) {
  const fields = (Object.keys(values) as MasterField[]).filter((f) => f in masterFields && values[f] != null);
  if (!fields.length) return;
  const maps = await loadMasterMaps(masters, fields);
  const errors = fields
    .filter((f) => !maps[f].byId.has(values[f]!))
    .map((f) => ({ path: `body.${f}`, message: `Not an entry of ${masterFields[f]}` }));
  if (errors.length) throw new AppError('VALIDATION', 'Some fields are not valid', errors);
}
