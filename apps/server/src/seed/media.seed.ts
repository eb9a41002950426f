import { readFile } from 'node:fs/promises';
import { textPdf } from '../modules/drive/drive-samples.ts';
import path from 'node:path';
import sharp from 'sharp';
import type { MarketplaceInput } from '@app/contracts/media';
import type { AuthContext } from '../platform/auth/access.ts';
import type { Services } from '../services.ts';
import { seedAssetsFolder } from '../paths.ts';

/*
 * The media library, the content marketplace and the mobile app's devices and content of a fresh demo. The videos
 * are the seeded procure-to-pay clip (small, real WebM) with posters drawn here; the documents are one-page PDFs.
 */

type Tags = { product: string; track: string; module: string };
const library: { title: string; description: string; kind: 'video' | 'document'; tags: Tags; seconds: number; colour: string }[] = [
  { title: 'Procure to pay end to end in SAP S/4HANA', description: 'Purchase requisition, purchase order, goods receipt (MIGO) and invoice verification (MIRO) in one recorded class.', kind: 'video', tags: { product: 'SAP', track: 'Supply Chain', module: 'SAP MM' }, seconds: 1860, colour: '#1c7ed6' },
  { title: 'GR/IR clearing account explained', description: 'Why the GR/IR account carries a balance between goods receipt and invoice, and how MR11 clears it at month end.', kind: 'video', tags: { product: 'SAP', track: 'Finance', module: 'SAP FICO' }, seconds: 940, colour: '#0ca678' },
  { title: 'Asset accounting year-end close', description: 'Depreciation run (AFAB), fiscal year change (AJRW) and year-end closing (AJAB) with the checks before each step.', kind: 'video', tags: { product: 'SAP', track: 'Finance', module: 'SAP FICO' }, seconds: 1320, colour: '#0b7285' },
  { title: 'Pricing procedure and condition technique', description: 'Condition types, access sequences and condition records behind the price of a sales order line.', kind: 'video', tags: { product: 'SAP', track: 'Supply Chain', module: 'SAP SD' }, seconds: 1505, colour: '#7048e8' },
  { title: 'MRP run and planned orders in SAP PP', description: 'MD01N live: reading the stock/requirements list, converting planned orders, and the exception messages worth acting on.', kind: 'video', tags: { product: 'SAP', track: 'Supply Chain', module: 'SAP PP' }, seconds: 1190, colour: '#e8590c' },
  { title: 'ABAP CDS views for functional consultants', description: 'Reading a CDS view, its associations and annotations, to find where a Fiori app takes its numbers from.', kind: 'video', tags: { product: 'SAP', track: 'Technical', module: 'SAP ABAP' }, seconds: 1740, colour: '#5c940d' },
  { title: 'Oracle Fusion Financials period close checklist', description: 'Subledger accounting, the close monitor and the reconciliation reports, in the order a close team runs them.', kind: 'video', tags: { product: 'Oracle', track: 'Finance', module: 'Oracle Financials' }, seconds: 1080, colour: '#c92a2a' },
  { title: 'D365 Finance: posting profiles and ledger integration', description: 'How customer, vendor and inventory posting profiles decide the main accounts of every voucher.', kind: 'video', tags: { product: 'Microsoft Dynamics 365', track: 'Finance', module: 'D365 Finance' }, seconds: 990, colour: '#1971c2' },
  { title: 'SAP MM configuration guide (movement types)', description: 'Movement types 101, 122, 161, 201, 261 and 311: what each posts and the customising behind it. One-page summary.', kind: 'document', tags: { product: 'SAP', track: 'Supply Chain', module: 'SAP MM' }, seconds: 0, colour: '#1c7ed6' },
  { title: 'SAP FICO month-end close checklist', description: 'Twenty steps from open items to the balance sheet, with the transaction code of each.', kind: 'document', tags: { product: 'SAP', track: 'Finance', module: 'SAP FICO' }, seconds: 0, colour: '#0ca678' },
  { title: 'SuccessFactors Employee Central data model', description: 'Corporate, succession and country-specific data models on one page, with the objects each one holds.', kind: 'document', tags: { product: 'SAP', track: 'Human Capital', module: 'SAP SuccessFactors' }, seconds: 0, colour: '#ae3ec9' },
];

const channels = {
  erp: 'ERP Academy Live', fico: 'FICO Simplified', sd: 'SAP SD Guru', mm: 'Procurement Pro SAP', abap: 'ABAP Insider', oracle: 'Oracle Cloud Apps Hub',
  d365: 'Dynamics 365 Finance Talks', wd: 'Workday Practitioner', s4: 'S/4HANA Journey', pp: 'Shop Floor SAP',
} as const;
const yt = (id: string) => `https://www.youtube.com/watch?v=${id}`;
/** 36 curated videos: real ERP topics as those channels teach them (addresses of the demo are placeholders). */
export const marketplaceSeed: MarketplaceInput[] = [
  ['General ledger', 'New GL document splitting in 15 minutes', channels.fico, 'Beginner', 'FICO from Zero', 'SAP', 'Finance', 'SAP FICO', 'Fg7Qd2KpL0a'],
  ['Accounts payable', 'Automatic payment program F110 step by step', channels.fico, 'Intermediate', 'FICO from Zero', 'SAP', 'Finance', 'SAP FICO', 'Hw2Rt9XsB1c'],
  ['Accounts receivable', 'Dunning configuration and run (F150)', channels.fico, 'Intermediate', 'FICO from Zero', 'SAP', 'Finance', 'SAP FICO', 'Jk4Lm8PqR2d'],
  ['Controlling', 'Cost center planning and assessment cycles', channels.fico, 'Advanced', 'Controlling Deep Dive', 'SAP', 'Finance', 'SAP FICO', 'Mn6Op3StU4e'],
  ['Controlling', 'Product costing with CK11N and CK40N', channels.fico, 'Advanced', 'Controlling Deep Dive', 'SAP', 'Finance', 'SAP FICO', 'Qr8St5UvW6f'],
  ['Asset accounting', 'Asset classes and depreciation keys explained', channels.erp, 'Beginner', 'Finance Essentials', 'SAP', 'Finance', 'SAP FICO', 'Tu1Vw7XyZ8g'],
  ['Procurement', 'Purchase requisition to purchase order (ME51N, ME21N)', channels.mm, 'Fresher', 'Procure to Pay', 'SAP', 'Supply Chain', 'SAP MM', 'Wx3Yz9AbC0h'],
  ['Inventory management', 'Goods receipt with MIGO: movement type 101', channels.mm, 'Fresher', 'Procure to Pay', 'SAP', 'Supply Chain', 'SAP MM', 'Zb5Cd1EfG2i'],
  ['Invoice verification', 'Three-way match and MIRO tolerances', channels.mm, 'Beginner', 'Procure to Pay', 'SAP', 'Supply Chain', 'SAP MM', 'Ce7Fg3HiJ4j'],
  ['Release strategy', 'Purchase order release strategy with classification', channels.mm, 'Intermediate', 'MM Configuration', 'SAP', 'Supply Chain', 'SAP MM', 'Fh9Ij5KlM6k'],
  ['Inventory valuation', 'Split valuation and material ledger basics', channels.mm, 'Advanced', 'MM Configuration', 'SAP', 'Supply Chain', 'SAP MM', 'Ik2Lm7NoP8l'],
  ['Sales order', 'Order to cash in SAP SD: VA01 to VF01', channels.sd, 'Fresher', 'Order to Cash', 'SAP', 'Supply Chain', 'SAP SD', 'Ln4Op9QrS0m'],
  ['Pricing', 'Condition technique: access sequences made simple', channels.sd, 'Beginner', 'Order to Cash', 'SAP', 'Supply Chain', 'SAP SD', 'Oq6Rs1TuV2n'],
  ['Credit management', 'Credit management in S/4HANA (UKM_BP)', channels.sd, 'Intermediate', 'SD Configuration', 'SAP', 'Supply Chain', 'SAP SD', 'Rt8Uv3WxY4o'],
  ['Output determination', 'Output management with BRF+ for invoices', channels.sd, 'Advanced', 'SD Configuration', 'SAP', 'Supply Chain', 'SAP SD', 'Uw0Xy5ZaB6p'],
  ['Production planning', 'MRP live (MD01N) and the stock/requirements list', channels.pp, 'Beginner', 'Plan to Produce', 'SAP', 'Supply Chain', 'SAP PP', 'Xz2Ab7CdE8q'],
  ['Shop floor', 'Production order confirmation and goods issue backflush', channels.pp, 'Intermediate', 'Plan to Produce', 'SAP', 'Supply Chain', 'SAP PP', 'Ac4De9FgH0r'],
  ['ABAP', 'ABAP on HANA: code pushdown with CDS', channels.abap, 'Intermediate', 'Modern ABAP', 'SAP', 'Technical', 'SAP ABAP', 'Df6Gh1IjK2s'],
  ['ABAP', 'RAP: building a Fiori app with the RESTful ABAP model', channels.abap, 'Advanced', 'Modern ABAP', 'SAP', 'Technical', 'SAP ABAP', 'Gi8Jk3LmN4t'],
  ['ABAP', 'BAdIs and enhancement spots for consultants', channels.abap, 'Intermediate', 'Enhancements', 'SAP', 'Technical', 'SAP ABAP', 'Jl0Mn5OpQ6u'],
  ['Migration', 'Greenfield vs brownfield: choosing an S/4HANA path', channels.s4, 'Beginner', 'S/4HANA Journey', 'SAP', 'Technical', '', 'Mo2Pq7RsT8v'],
  ['Migration', 'Migration cockpit: loading business partners', channels.s4, 'Intermediate', 'S/4HANA Journey', 'SAP', 'Technical', '', 'Pr4St9UvW0w'],
  ['Business partner', 'Customer-vendor integration (CVI) explained', channels.s4, 'Intermediate', 'S/4HANA Journey', 'SAP', 'Finance', 'SAP FICO', 'Su6Vw1XyZ2x'],
  ['Human capital', 'SuccessFactors Employee Central: foundation objects', channels.erp, 'Beginner', 'HCM Cloud Basics', 'SAP', 'Human Capital', 'SAP SuccessFactors', 'Vx8Yz3AbC4y'],
  ['Payroll', 'Employee Central Payroll: a pay run walkthrough', channels.erp, 'Intermediate', 'HCM Cloud Basics', 'SAP', 'Human Capital', 'SAP SuccessFactors', 'Ya0Bc5DeF6z'],
  ['Financials', 'Oracle Fusion General Ledger: ledgers and legal entities', channels.oracle, 'Beginner', 'Fusion Financials', 'Oracle', 'Finance', 'Oracle Financials', 'Bd2Ef7GhI8A'],
  ['Financials', 'Subledger accounting rules in Oracle Fusion', channels.oracle, 'Advanced', 'Fusion Financials', 'Oracle', 'Finance', 'Oracle Financials', 'Eg4Hi9JkL0B'],
  ['Procurement', 'Oracle Procurement Cloud: requisition to receipt', channels.oracle, 'Beginner', 'Fusion SCM', 'Oracle', 'Supply Chain', 'Oracle SCM', 'Hj6Kl1MnO2C'],
  ['Inventory', 'Oracle Inventory Cloud: organisations and subinventories', channels.oracle, 'Intermediate', 'Fusion SCM', 'Oracle', 'Supply Chain', 'Oracle SCM', 'Km8No3PqR4D'],
  ['Human capital', 'Oracle HCM Cloud: enterprise structures', channels.oracle, 'Beginner', 'Fusion HCM', 'Oracle', 'Human Capital', 'Oracle HCM', 'Np0Qr5StU6E'],
  ['Financials', 'D365 Finance: main accounts and financial dimensions', channels.d365, 'Beginner', 'D365 Finance Foundations', 'Microsoft Dynamics 365', 'Finance', 'D365 Finance', 'Qs2Tu7VwX8F'],
  ['Financials', 'D365 Finance: vendor invoice workflow', channels.d365, 'Intermediate', 'D365 Finance Foundations', 'Microsoft Dynamics 365', 'Finance', 'D365 Finance', 'Tv4Wx9YzA0G'],
  ['Reporting', 'Financial reporting in D365 (Management Reporter)', channels.d365, 'Advanced', 'D365 Finance Foundations', 'Microsoft Dynamics 365', 'Analytics', 'D365 Finance', 'Wy6Za1BcD2H'],
  ['Human capital', 'Workday HCM: business process framework', channels.wd, 'Beginner', 'Workday Core', 'Workday', 'Human Capital', '', 'Zb8Cd3EfG4I'],
  ['Human capital', 'Workday security groups and domains', channels.wd, 'Intermediate', 'Workday Core', 'Workday', 'Human Capital', '', 'Ce0Fg5HiJ6J'],
  ['Career', 'How to prepare for your first SAP consulting interview', channels.erp, 'Fresher', 'ERP Careers', 'SAP', 'Finance', '', 'Fh2Ij7KlM8K'],
].map(([Topic, VideoName, ChannelName, ExperienceLevel, SeriesName, ProductName, TrackName, ModuleName, id]) => ({
  Topic: Topic!, VideoName: VideoName!, ChannelName: ChannelName!, ExperienceLevel: ExperienceLevel!, SeriesName: SeriesName!, ProductName: ProductName!,
  TrackName: TrackName!, ModuleName: ModuleName!, VideoUrl: yt(id!),
}));

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 640x360 poster: the module as a label and the title, on the item's colour. */
async function poster(title: string, label: string, colour: string): Promise<Buffer> {
  const words = title.split(' ');
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last && `${last} ${w}`.length <= 24) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  const text = lines.slice(0, 3).map((l, i) => `<text x="40" y="${170 + i * 48}" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="bold" fill="#fff">${escapeXml(l)}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#10213a"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><rect x="40" y="60" rx="6" width="${label.length * 14 + 28}" height="40" fill="rgba(255,255,255,0.2)"/><text x="54" y="88" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#fff">${escapeXml(label)}</text>${text}<circle cx="560" cy="290" r="36" fill="rgba(255,255,255,0.25)"/><path d="M550 272 L578 290 L550 308 Z" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function masterIds(services: Services) {
  const ids = {} as Record<'products' | 'tracks' | 'modules', Map<string, number>>;
  for (const type of ['products', 'tracks', 'modules'] as const) {
    const page = await services.masters.list(type, { pageIndex: 0, pageSize: 500, sortDesc: false });
    ids[type] = new Map(page.items.map((m) => [m.Title, m.ID]));
  }
  return ids;
}

/** The demo's media library, marketplace, app devices and app content (once; the demo accounts exist). */
export async function seedMedia(services: Services) {
  if ((await services.media.countMarketplace()) > 0) return;
  const adminUser = await services.users.findByEmail('admin@demo.academy');
  if (!adminUser) return;
  const admin: AuthContext = { userId: adminUser.id, sessionId: 0, role: 'Admin', email: adminUser.email, emailVerified: true };
  const actor = { ...admin, requestId: 'seed' };
  const learner = await services.users.findByEmail('learner@demo.academy');
  const others = (await Promise.all(['ananya.iyer@demo.academy', 'rohan.kulkarni@demo.academy', 'fatima.sheikh@demo.academy', 'carlos.mendoza@demo.academy', 'vikram.singh@demo.academy'].map((e) => services.users.findByEmail(e)))).filter((u) => !!u);

  const video = await readFile(path.join(seedAssetsFolder, 'procure-to-pay.webm'));
  const ids = await masterIds(services);
  const created: number[] = [];
  for (const m of library) {
    const item = await services.media.create(admin, {
      Title: m.title, Description: m.description, DurationSeconds: m.seconds,
      ProductID: ids.products.get(m.tags.product) ?? null, TrackID: ids.tracks.get(m.tags.track) ?? null, ModuleID: ids.modules.get(m.tags.module) ?? null,
    });
    if (m.kind === 'video') {
      await services.media.attachBundled(item.ID, 'file', video, `${m.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 60)}.webm`);
    } else {
      const pdf = textPdf(m.title, [m.description.slice(0, 90), m.description.slice(90, 180), '', `${m.tags.product} - ${m.tags.module}`, 'ERP training platform - media library']);
      await services.media.attachBundled(item.ID, 'file', pdf, `${m.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 60)}.pdf`);
    }
    await services.media.attachBundled(item.ID, 'poster', await poster(m.title, m.tags.module, m.colour), 'poster.png');
    created.push(item.ID);
  }
  // Who sees what: the demo learner directly and through their courses; the other learners by hand.
  const courses = learner ? (await services.learning.admissions.mine(learner.id)).map((c) => c.CourseID) : [];
  const share = (i: number, users: number[], courseIds: number[] = []) =>
    services.media.setShares(actor, created[i]!, { Users: users, Courses: courseIds });
  if (learner) {
    await share(0, [learner.id, ...others.slice(0, 3).map((u) => u.id)], courses.slice(0, 1));
    await share(1, [learner.id, ...others.map((u) => u.id)]);
    await share(3, [], courses.slice(0, 1));
    await share(8, [learner.id]);
    await share(9, [learner.id, ...others.slice(2).map((u) => u.id)]);
    await share(4, others.slice(0, 2).map((u) => u.id));
  }

  const market = await services.media.seedMarketplace(marketplaceSeed, adminUser.id);
  if (learner) {
    const me: AuthContext = { userId: learner.id, sessionId: 0, role: 'Trainee', email: learner.email, emailVerified: true };
    for (const k of [market[6]!, market[11]!]) await services.media.save(me, k.id);
  }

  // The app: the demo learner's phone, a few learners, anonymous subscribers; what the app shows.
  const ctxOf = (u: { id: number; email: string }): AuthContext => ({ userId: u.id, sessionId: 0, role: 'Trainee', email: u.email, emailVerified: true });
  const versions = ['2.5.0', '2.4.1', '2.5.0', '2.3.7', '2.5.0', '2.4.1'];
  for (const [i, u] of [learner, ...others].filter((x) => !!x).entries()) {
    await services.mobile.register(ctxOf(u!), { Platform: i % 3 === 1 ? 'ios' : 'android', DeviceID: `demo-app-${u!.id}-${1000 + i}`, AppVersion: versions[i % versions.length]!, PushToken: `fcm:demo${u!.id}x${i}` });
  }
  const subscribers = [
    ['android', 'sneha.patil@mail.example', 'Sneha Patil'], ['ios', 'arnav.gupta@mail.example', 'Arnav Gupta'], ['android', 'lucia.fernandez@mail.example', 'Lucía Fernández'],
    ['android', 'mohammed.alharbi@mail.example', 'Mohammed Al-Harbi'], ['ios', 'jana.hoffmann@mail.example', 'Jana Hoffmann'], ['android', '', ''],
    ['android', 'deepak.verma@mail.example', 'Deepak Verma'], ['ios', 'aisha.khan@mail.example', 'Aisha Khan'],
  ] as const;
  for (const [i, [platform, email, name]] of subscribers.entries()) {
    await services.mobile.register(null, { Platform: platform, DeviceID: `sub-${platform}-${(48213 + i * 7919).toString(16)}`, AppVersion: versions[(i + 2) % versions.length]!, EmailID: email, Name: name });
  }
  await services.mobile.add(actor, { Kind: 'media', ItemID: created[0]!, Audience: 'learners' });
  await services.mobile.add(actor, { Kind: 'marketplace', ItemID: market[20]!.id, Audience: 'everyone' });
  await services.mobile.add(actor, { Kind: 'marketplace', ItemID: market[35]!.id, Audience: 'subscribers' });
  await services.mobile.add(actor, { Kind: 'media', ItemID: created[1]!, Audience: 'learners' });
  await services.mobile.add(actor, { Kind: 'marketplace', ItemID: market[0]!.id, Audience: 'everyone' });
}
