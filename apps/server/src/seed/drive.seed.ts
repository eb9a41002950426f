import type { AccountRole } from '@app/contracts/roles';
import type { AuthContext } from '../platform/auth/access.ts';
import type { Services } from '../services.ts';
import { textPdf } from '../modules/drive/drive-samples.ts';

async function actor(services: Services, email: string): Promise<AuthContext | null> {
  const u = await services.users.findByEmail(email);
  return u ? { userId: u.id, sessionId: 0, role: u.role as AccountRole, email: u.email, emailVerified: true } : null;
}

/** A whiteboard-like PNG drawn from SVG (sharp renders it): a title and a few boxes and arrows. */
async function diagram(title: string, boxes: string[]): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const w = 960;
  const items = boxes.map((b, i) => {
    const x = 40 + i * Math.floor((w - 80) / boxes.length);
    const bw = Math.floor((w - 80) / boxes.length) - 40;
    const arrow = i < boxes.length - 1 ? `<line x1="${x + bw}" y1="260" x2="${x + bw + 40}" y2="260" stroke="#334" stroke-width="4" marker-end="url(#a)"/>` : '';
    return `<rect x="${x}" y="210" width="${bw}" height="100" rx="12" fill="#e7f0ff" stroke="#2b5fb8" stroke-width="3"/><text x="${x + bw / 2}" y="268" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#123">${b}</text>${arrow}`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="540"><defs><marker id="a" markerWidth="10" markerHeight="10" refX="8" refY="5" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#334"/></marker></defs><rect width="100%" height="100%" fill="#fdfdf8"/><text x="40" y="90" font-family="sans-serif" font-size="40" font-weight="bold" fill="#1a2a44">${title}</text>${items}<text x="40" y="470" font-family="sans-serif" font-size="20" fill="#556">Drawn in the Tuesday study session</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const txt = (s: string) => Buffer.from(s.trim() + '\n');

/**
 * User groups and drive content for the demo: the evening SAP FICO batch (by hand), every learner of the demo
 * course (by rule), and each demo learner's folders of real small files (notes, a PDF, diagrams), one folder
 * shared with the batch and one file shared back, previews made.
 */
export async function seedDrive(services: Services) {
  const admin = await actor(services, 'admin@demo.academy');
  const learner = await actor(services, 'learner@demo.academy');
  const ananya = await actor(services, 'ananya.iyer@demo.academy');
  const vikram = await actor(services, 'vikram.desai@demo.academy');
  if (!admin || !learner || !ananya || !vikram) return;
  // Once only: a restarted demo keeps what it has.
  if ((await services.groups.list(admin, 'SAP FICO evening batch')).some((g) => g.Name === 'SAP FICO evening batch')) return;

  const batch = await services.groups.create(admin, { Name: 'SAP FICO evening batch', Description: 'Weekday evening batch, 19:00–21:00 IST', CourseID: null });
  await services.groups.addMembers(admin, batch.ID, [learner.userId, ananya.userId, vikram.userId]);
  const [course] = await services.learning.admissions.mine(learner.userId);
  if (course) {
    await services.groups.create(admin, { Name: `All learners of ${course.Title}`, Description: 'Everyone admitted to the course (by rule)', CourseID: course.CourseID });
  }
  await services.groups.create(admin, { Name: 'Placement cell Q3', Description: 'Learners in the placement drive this quarter', CourseID: null });

  const d = services.drive;
  const notes = await d.createFolder(learner, { Title: 'SAP FI notes', ParentID: null, Description: 'Class notes, module by module' });
  await d.addFile(learner, { parentId: notes.ID, title: 'GL account master data (FS00).txt', bytes: txt(`
GL account master data - FS00
- Chart of accounts segment: account group, P&L or balance sheet, description
- Company code segment: currency, tax category, open item management, line item display, sort key
- Reconciliation accounts (vendors, customers, assets) are never posted to directly
- Field status group decides which fields are required on postings (e.g. G001 general)
`) });
  await d.addFile(learner, { parentId: notes.ID, title: 'Period-end closing checklist.pdf', bytes: textPdf('Period-end closing checklist (SAP FI)', [
    '1. Open the next posting period (OB52)',
    '2. Post recurring entries (F.14) and accruals',
    '3. GR/IR clearing and regrouping (F.13, F.19)',
    '4. Foreign currency valuation (FAGL_FCV)',
    '5. Depreciation run (AFAB) and asset year-end checks',
    '6. Balance carry forward (FAGLGVTR)',
    '7. Close the old period for postings',
  ]) });
  await d.addFile(learner, { parentId: notes.ID, title: 'Procure to pay flow.png', bytes: await diagram('Procure to pay', ['PR (ME51N)', 'PO (ME21N)', 'GR (MIGO)', 'Invoice (MIRO)', 'Payment (F110)']) });

  const projects = await d.createFolder(learner, { Title: 'Capstone project', ParentID: null, Description: 'Group project with the evening batch' });
  await d.addFile(learner, { parentId: projects.ID, title: 'Project plan.pdf', bytes: textPdf('Capstone: Record to report for a retail company', [
    'Scope: FI-GL, AP, AR, Asset accounting',
    'Week 1: enterprise structure and chart of accounts',
    'Week 2: vendor and customer master data, payment terms',
    'Week 3: asset classes and depreciation keys',
    'Week 4: closing cockpit and financial statement version',
  ]) });
  await d.addFile(learner, { parentId: projects.ID, title: 'Enterprise structure.png', bytes: await diagram('Enterprise structure', ['Client', 'Company', 'Company code', 'Plant']) });
  await d.setShares(learner, projects.ID, { Shares: [{ GroupID: batch.ID, CanEdit: true }] });

  await d.createFolder(learner, { Title: 'Certificates', ParentID: null, Description: 'Certificates from elsewhere' });
  await d.addFile(learner, { parentId: null, title: 'Interview questions to practise.txt', bytes: txt(`
- Explain the difference between a company and a company code.
- What is a posting key? Give the keys for a vendor invoice.
- How does automatic account determination work in MM-FI integration (OBYC)?
- Walk through the steps of a payment run.
`) });

  const shared = await d.addFile(ananya, { parentId: null, title: 'FICO interview cheat sheet.pdf', bytes: textPdf('FICO interview cheat sheet', [
    'Posting keys: 31 vendor invoice, 25 outgoing payment, 40 debit GL, 50 credit GL',
    'Tolerance groups: OBA3 customer/vendor, OBA4 users',
    'Document types: KR vendor invoice, DR customer invoice, SA GL posting',
  ]) });
  await d.setShares(ananya, shared.ID, { Shares: [{ GroupID: batch.ID, CanEdit: false }] });
  await d.addFile(vikram, { parentId: null, title: 'MM-FI integration.png', bytes: await diagram('MM-FI integration', ['Movement type', 'Valuation class', 'OBYC key', 'GL account']) });

  while ((await d.makePreviews(10)) > 0) { /* all previews of the seed, now */ }
}
