import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionSheetColumns } from '@app/contracts/assessments';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { multipartFile, type User } from './assessment-factories.ts';

let t: TestApp;
let editor: User;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({ role: 'Editor' });
});
afterAll(() => t.close());

const header = [...questionSheetColumns];
/** A row by column name. */
function row(v: Partial<Record<(typeof questionSheetColumns)[number], string | number>>) {
  return header.map((c) => v[c] ?? '');
}
const goodRows = [
  row({ Type: 'single', Text: 'Import single', Option1: 'FI', Option2: 'SD', Correct: '1', Marks: 2, Level: 'beginner', Category: 'Finance' }),
  row({ Type: 'multiple', Text: 'Import multiple', Option1: 'A', Option2: 'B', Option3: 'C', Correct: 'A,C', NegativeMarks: 0.5 }),
  row({ Type: 'truefalse', Text: 'Import truefalse', Correct: 'False' }),
  row({ Type: 'numeric', Text: 'Import numeric', Correct: '12,5', Tolerance: 0.5 }),
];
const badRows = [
  row({ Type: 'essay', Text: 'Bad type', Correct: '1' }),
  row({ Type: 'single', Text: 'Bad correct', Option1: 'A', Option2: 'B', Correct: '3' }),
  row({ Type: 'single', Text: 'Bad level', Option1: 'A', Option2: 'B', Correct: '1', Level: 'Galactic' }),
  row({ Type: 'numeric', Text: '', Correct: 'twelve' }),
];

function csv(rows: (string | number)[][]) {
  return Buffer.from(rows.map((r) => r.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : c)).join(',')).join('\n'));
}
async function xlsx(rows: (string | number)[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Q');
  rows.forEach((r) => ws.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
function upload(data: Buffer, name: string) {
  const { payload, headers } = multipartFile(data, name);
  return t.as(editor)({ method: 'POST', url: '/api/questions/import', body: payload, headers });
}

describe('POST /api/questions/import', () => {
  for (const kind of ['csv', 'xlsx'] as const) {
    it(`should import the valid rows and report each rejected row with its reasons when given ${kind.toUpperCase()}`, async () => {
      const rows = [header, goodRows[0]!, badRows[0]!, goodRows[1]!, badRows[1]!, goodRows[2]!, badRows[2]!, goodRows[3]!, badRows[3]!].map((r) =>
        r === header ? r : r.map((c, i) => (i === 1 && c ? `${c} ${kind}` : c)),
      );
      const res = await upload(kind === 'csv' ? csv(rows) : await xlsx(rows), `questions.${kind}`);
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json().data;
      expect(report).toMatchObject({ Rows: 8, Imported: 4 });
      expect(report.Rejected).toEqual([
        { Row: 3, Errors: [{ Column: 'Type', Message: 'Use single, multiple, truefalse or numeric' }] },
        { Row: 5, Errors: [{ Column: 'Correct', Message: 'No option 3 to mark correct' }] },
        { Row: 7, Errors: [{ Column: 'Level', Message: '"Galactic" is not in the Level list' }] },
        { Row: 9, Errors: expect.arrayContaining([{ Column: 'Correct', Message: 'Give the correct value as a number' }, { Column: 'Text', Message: 'Required' }]) },
      ]);
      const ids: number[] = report.ImportedIDs;
      const got = await Promise.all(ids.map(async (id) => (await t.as(editor)({ url: `/api/questions/${id}` })).json().data));
      expect(got[0]).toMatchObject({ Type: 'single', Marks: 2, Options: [{ Text: 'FI', Correct: true }, { Text: 'SD', Correct: false }] });
      expect(got[0].LevelID).not.toBeNull();
      expect(got[1].Options.map((o: { Correct: boolean }) => o.Correct)).toEqual([true, false, true]);
      expect(got[1].NegativeMarks).toBe(0.5);
      expect(got[2]).toMatchObject({ TrueFalseAnswer: false });
      expect(got[3]).toMatchObject({ NumericAnswer: 12.5, NumericTolerance: 0.5 });
    });
  }

  it('should refuse the whole file and import nothing when a required column is missing', async () => {
    const before = (await t.as(editor)({ url: '/api/questions' })).json().data.total;
    const res = await upload(csv([['Type', 'Text'], ['truefalse', 'No key column']]), 'q.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/missing column\(s\): Correct/);
    expect((await t.as(editor)({ url: '/api/questions' })).json().data.total).toBe(before);
  });

  it('should refuse a sheet with an unknown column, a broken XLSX, a non-sheet file and an empty sheet', async () => {
    const unknown = await upload(csv([[...header, 'Explaination'], goodRows[2]!]), 'q.csv');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/unknown column\(s\): Explaination/);
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 1)]);
    expect([400, 415]).toContain((await upload(zip, 'q.xlsx')).statusCode);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await upload(png, 'q.csv')).statusCode).toBe(415);
    expect((await upload(csv([header]), 'q.csv')).statusCode).toBe(400);
    expect((await upload(csv([['"unclosed', 'x'], ['a']]), 'q.csv')).statusCode).toBe(400);
  });

  it('should answer 403 to a trainee', async () => {
    const trainee = await t.createUser();
    const { payload, headers } = multipartFile(csv([header, goodRows[2]!]), 'q.csv');
    expect((await t.as(trainee)({ method: 'POST', url: '/api/questions/import', body: payload, headers })).statusCode).toBe(403);
  });
});

describe('GET /api/questions/template and /export', () => {
  it('should give a template that imports as it is, in both formats', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await t.as(editor)({ url: `/api/questions/template?format=${format}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`questions-template.${format}`);
      const report = (await upload(res.rawPayload, `template.${format}`)).json().data;
      expect(report).toMatchObject({ Rows: 4, Imported: 4, Rejected: [] });
    }
  });

  it('should export questions in the import format so an export re-imports to the same questions', async () => {
    const level = (await t.services.masters.list('questionLevels', { pageIndex: 0, pageSize: 50, sortDesc: false })).items.find((e) => e.Title === 'Advanced')!.ID;
    const created = await t.as(editor)({ method: 'POST', url: '/api/questions', body: { Type: 'multiple', Text: '=SUM(A1) <b>bold</b>', Options: [{ Text: 'x', Correct: true }, { Text: 'y', Correct: true }, { Text: 'z' }], LevelID: level, NegativeMarks: 1 } });
    expect(created.statusCode).toBe(200);
    for (const format of ['csv', 'xlsx'] as const) {
      const exported = await t.as(editor)({ url: `/api/questions/export?format=${format}&levelId=${level}` });
      expect(exported.statusCode).toBe(200);
      const report = (await upload(exported.rawPayload, `export.${format}`)).json().data;
      expect(report).toMatchObject({ Imported: 1, Rejected: [] });
      const back = (await t.as(editor)({ url: `/api/questions/${report.ImportedIDs[0]}` })).json().data;
      const orig = created.json().data;
      expect({ ...back, ID: 0, CreatedOn: '', UpdatedOn: '' }).toEqual({ ...orig, ID: 0, CreatedOn: '', UpdatedOn: '' });
      await t.as(editor)({ method: 'DELETE', url: `/api/questions/${back.ID}` });
    }
  });
});
