import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import {
  IMPORT_MAX_ROWS, MAX_OPTIONS, questionInputSchema, questionSheetColumns, requiredSheetColumns,
  type ImportReport, type QuestionInput,
} from '@app/contracts/assessments';
import { AppError } from '../../platform/http/app-error.ts';
import type { MasterField, MasterMaps } from './master-lookup.ts';
import type { QuestionRecord, NewQuestion } from './questions.repository.ts';
import { toStoredQuestion } from './question-model.ts';
import { toCsv, type Cell } from './csv.ts';

/*
 * The question sheet (CSV or XLSX, one question per row, the header in row 1):
 *   Type         single | multiple | truefalse | numeric
 *   Text         the question (HTML allowed, sanitized)
 *   ImageUrl     optional http(s) URL or site path
 *   Option1..8   choice options in order (single, multiple)
 *   Correct      single: the option number (1) or letter (A); multiple: several, comma-separated (1,3 or A,C);
 *                truefalse: True or False; numeric: the value
 *   Tolerance    numeric: accepted distance from the value (default 0)
 *   Explanation, Marks (default 1), NegativeMarks (default 0)
 *   Level, Category, Subcategory, Module: master titles (questionLevels, categories, subcategories, modules)
 * Import rules: a file that is not a readable CSV/XLSX, lacks a required column (Type, Text, Correct), has a
 * column not in this list or holds no rows is refused whole (400, nothing imported); otherwise every valid row
 * is imported and each invalid row is reported with its row number and reasons.
 */

type Column = (typeof questionSheetColumns)[number];
export type SheetKind = 'csv' | 'xlsx';
type RawRow = { row: number; cells: string[] };

const badSheet = (message: string) => new AppError('VALIDATION', message, [{ path: 'file', message }]);

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v && typeof v.text === 'string') return v.text; // hyperlink
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue); // formula
    if ('error' in v) return '';
  }
  return String(v);
}

async function readRows(buffer: Buffer, kind: SheetKind): Promise<RawRow[]> {
  if (kind === 'xlsx') {
    const wb = new ExcelJS.Workbook();
    try {
      await wb.xlsx.load(buffer as unknown as ArrayBuffer);
    } catch {
      throw badSheet('The file is not a readable XLSX workbook');
    }
    const ws = wb.worksheets[0];
    if (!ws) throw badSheet('The workbook has no sheet');
    const rows: RawRow[] = [];
    ws.eachRow({ includeEmpty: false }, (r, rowNumber) => {
      const cells: string[] = [];
      for (let c = 1; c <= Math.max(r.cellCount, questionSheetColumns.length); c++) cells.push(cellText(r.getCell(c).value).trim());
      rows.push({ row: rowNumber, cells });
    });
    return rows;
  }
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // Spreadsheets in comma-decimal locales save CSV with semicolons.
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  let records: string[][];
  try {
    records = parseCsv(text, { delimiter, relax_column_count: true, skip_empty_lines: false, trim: true }) as string[][];
  } catch (e) {
    throw badSheet(`The file is not a readable CSV: ${(e as Error).message.split('\n')[0]}`);
  }
  return records.map((cells, i) => ({ row: i + 1, cells }));
}

/** Undoes the apostrophe our CSV export puts before text that a spreadsheet would run as a formula. */
const unguard = (s: string) => s.replace(/^'(?=[=+\-@])/, '');

/** Reads a sheet and checks its header; throws 400 when its structure is wrong. */
export async function readQuestionSheet(buffer: Buffer, kind: SheetKind) {
  const all = await readRows(buffer, kind);
  const headerRow = all.find((r) => r.cells.some((c) => c !== ''));
  if (!headerRow) throw badSheet('The sheet is empty');
  const canonical = new Map(questionSheetColumns.map((c) => [c.toLowerCase(), c]));
  const index = new Map<Column, number>();
  const unknown: string[] = [];
  headerRow.cells.forEach((h, i) => {
    if (!h) return;
    const col = canonical.get(h.replace(/\s+/g, '').toLowerCase());
    if (!col) unknown.push(h);
    else if (index.has(col)) throw badSheet(`The column ${col} appears twice`);
    else index.set(col, i);
  });
  const missing = requiredSheetColumns.filter((c) => !index.has(c));
  if (missing.length || unknown.length) {
    const parts = [];
    if (missing.length) parts.push(`missing column(s): ${missing.join(', ')}`);
    if (unknown.length) parts.push(`unknown column(s): ${unknown.slice(0, 10).join(', ')}`);
    throw badSheet(`Not a question sheet (${parts.join('; ')}); download the template for the expected header`);
  }
  const rows = all
    .filter((r) => r.row > headerRow.row && r.cells.some((c) => c !== ''))
    .map((r) => ({ row: r.row, get: (c: Column) => (index.has(c) ? unguard((r.cells[index.get(c)!] ?? '').trim()) : '') }));
  if (!rows.length) throw badSheet('The sheet has a header but no question rows');
  if (rows.length > IMPORT_MAX_ROWS) throw badSheet(`At most ${IMPORT_MAX_ROWS} rows per file`);
  return rows;
}
export type SheetRow = Awaited<ReturnType<typeof readQuestionSheet>>[number];

const typeAliases: Record<string, QuestionInput['Type']> = {
  single: 'single', singlechoice: 'single', multiple: 'multiple', multiplechoice: 'multiple', multi: 'multiple',
  truefalse: 'truefalse', tf: 'truefalse', boolean: 'truefalse', numeric: 'numeric', number: 'numeric',
};
const masterColumns: Record<MasterField, Column> = { LevelID: 'Level', CategoryID: 'Category', SubcategoryID: 'Subcategory', ModuleID: 'Module' };

/** Where a contract error path lands in the sheet. */
function columnOf(path: PropertyKey[], optionColumns: number[], message = ''): string {
  const [head, i] = path;
  if (head === 'Options') return typeof i === 'number' ? `Option${optionColumns[i] ?? i + 1}` : /correct/i.test(message) ? 'Correct' : 'Option1';
  if (head === 'TrueFalseAnswer' || head === 'NumericAnswer') return 'Correct';
  if (head === 'NumericTolerance') return 'Tolerance';
  const m = Object.entries(masterColumns).find(([f]) => f === head);
  return m ? m[1] : String(head ?? 'Row');
}

function parseNumber(s: string): number | undefined {
  if (s === '') return undefined;
  const n = Number(s.replace(/\s/g, '').replace(/^([-+]?\d+),(\d+)$/, '$1.$2'));
  return Number.isFinite(n) ? n : NaN;
}

/** One sheet row to a stored question, or the reasons it cannot be one. */
export function rowToQuestion(r: SheetRow, maps: MasterMaps): { ok: true; value: NewQuestion } | { ok: false; errors: { Column: string; Message: string }[] } {
  const errors: { Column: string; Message: string }[] = [];
  const type = typeAliases[r.get('Type').replace(/[\s/_-]/g, '').toLowerCase()];
  if (!type) errors.push({ Column: 'Type', Message: 'Use single, multiple, truefalse or numeric' });

  const optionColumns: number[] = [];
  const optionTexts: string[] = [];
  for (let i = 1; i <= MAX_OPTIONS; i++) {
    const t = r.get(`Option${i}` as Column);
    if (t) {
      optionColumns.push(i);
      optionTexts.push(t);
    }
  }
  const correct = r.get('Correct');
  const input: Record<string, unknown> = { Type: type ?? 'single', Text: r.get('Text'), Explanation: r.get('Explanation') };
  if (r.get('ImageUrl')) input.ImageUrl = r.get('ImageUrl');
  for (const [col, key] of [['Marks', 'Marks'], ['NegativeMarks', 'NegativeMarks'], ['Tolerance', 'NumericTolerance']] as const) {
    const n = parseNumber(r.get(col));
    if (Number.isNaN(n)) errors.push({ Column: col, Message: 'Not a number' });
    else if (n !== undefined) input[key] = n;
  }
  if (type === 'single' || type === 'multiple') {
    const picks = correct.split(/[\s,;]+/).filter(Boolean).map((p) => (/^[a-z]$/i.test(p) ? p.toUpperCase().charCodeAt(0) - 64 : Number(p)));
    if (!picks.length) errors.push({ Column: 'Correct', Message: 'Give the correct option number(s), e.g. 2 or 1,3' });
    for (const p of picks) {
      if (!Number.isInteger(p) || !optionColumns.includes(p)) errors.push({ Column: 'Correct', Message: `No option ${Number.isInteger(p) ? p : ''} to mark correct`.replace('  ', ' ') });
    }
    input.Options = optionTexts.map((Text, i) => ({ Text, Correct: picks.includes(optionColumns[i]!) }));
  } else if (type === 'truefalse') {
    const v = correct.toLowerCase();
    if (['true', 't', 'yes', 'y', '1'].includes(v)) input.TrueFalseAnswer = true;
    else if (['false', 'f', 'no', 'n', '0'].includes(v)) input.TrueFalseAnswer = false;
    else errors.push({ Column: 'Correct', Message: 'Use True or False' });
  } else if (type === 'numeric') {
    const n = parseNumber(correct);
    if (n === undefined || Number.isNaN(n)) errors.push({ Column: 'Correct', Message: 'Give the correct value as a number' });
    else input.NumericAnswer = n;
  }
  for (const [field, col] of Object.entries(masterColumns) as [MasterField, Column][]) {
    const title = r.get(col);
    if (!title) continue;
    const id = maps[field].byTitle.get(title.toLowerCase());
    if (id === undefined) errors.push({ Column: col, Message: `"${title}" is not in the ${col} list` });
    else input[field] = id;
  }
  // the other checks depend on the type: without a valid one they would only add noise
  if (!type) return { ok: false, errors };
  const parsed = questionInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const Column = columnOf(issue.path, optionColumns, issue.message);
      // a reason already given for the same column (e.g. Correct) says it better than the contract's
      if (!errors.some((e) => e.Column === Column)) errors.push({ Column, Message: issue.message });
    }
  }
  if (errors.length || !parsed.success) return { ok: false, errors };
  const stored = toStoredQuestion(parsed.data);
  if (!stored.ok) return { ok: false, errors: stored.errors.map((e) => ({ Column: columnOf(e.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), optionColumns), Message: e.message })) };
  return { ok: true, value: stored.value };
}

/** Validates every row; the valid ones come back ready to insert, the rest as the report's rejections. */
export function validateRows(rows: SheetRow[], maps: MasterMaps) {
  const valid: NewQuestion[] = [];
  const rejected: ImportReport['Rejected'] = [];
  for (const r of rows) {
    const res = rowToQuestion(r, maps);
    if (res.ok) valid.push(res.value);
    else rejected.push({ Row: r.row, Errors: res.errors });
  }
  return { valid, rejected };
}

/** A question as one sheet row (the import format). */
export function questionToRow(q: QuestionRecord, maps: MasterMaps): Cell[] {
  const title = (f: MasterField, id: number | null) => (id ? (maps[f].byId.get(id) ?? '') : '');
  const options = q.type === 'single' || q.type === 'multiple' ? q.options : [];
  const correct =
    q.type === 'numeric' ? q.numericAnswer :
    q.type === 'truefalse' ? (q.options.find((o) => o.id === 'true')?.correct ? 'True' : 'False') :
    options.map((o, i) => (o.correct ? i + 1 : null)).filter((x) => x !== null).join(',');
  return [
    q.type, q.text, q.imageUrl ?? '',
    ...Array.from({ length: MAX_OPTIONS }, (_, i) => options[i]?.text ?? ''),
    correct, q.type === 'numeric' ? q.numericTolerance : '', q.explanation, q.marks, q.negativeMarks,
    title('LevelID', q.levelId), title('CategoryID', q.categoryId), title('SubcategoryID', q.subcategoryId), title('ModuleID', q.moduleId),
  ];
}

/** The template's example rows, one per type. */
export const templateRows: Cell[][] = [
  ['single', 'Which SAP module handles financial accounting?', '', 'SAP FICO', 'SAP MM', 'SAP SD', 'SAP PP', '', '', '', '', '1', '', 'FICO is Finance and Controlling.', 1, 0, 'Beginner', 'Finance', 'Concepts', 'SAP FICO'],
  ['multiple', 'Which are master data in procurement?', '', 'Vendor', 'Material', 'Purchase order', 'Info record', '', '', '', '', '1,2,4', '', 'A purchase order is a transaction.', 2, 0.5, 'Intermediate', 'Procurement', 'Master Data', 'SAP MM'],
  ['truefalse', 'A company code is the smallest organisational unit with its own balance sheet.', '', '', '', '', '', '', '', '', '', 'True', '', '', 1, 0, 'Beginner', 'Finance', 'Concepts', ''],
  ['numeric', 'How many posting periods does a standard fiscal year variant K4 have (without special periods)?', '', '', '', '', '', '', '', '', '', '12', '0', '', 1, 0, '', 'Finance', 'Configuration', 'SAP FICO'],
];

/** A sheet of the given rows under the standard header. */
export async function writeQuestionSheet(rows: Cell[][], kind: SheetKind): Promise<Buffer> {
  const all: Cell[][] = [[...questionSheetColumns], ...rows];
  if (kind === 'csv') return toCsv(all);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Questions');
  for (const r of all) ws.addRow(r.map((c) => (c === null || c === undefined ? '' : c)));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}
