import { seedPassword } from './seed-password.ts';
import type { AccountRole } from '@app/contracts/roles';
import type { AuthContext } from '../platform/auth/access.ts';
import type { Services } from '../services.ts';

/*
 * Resumes for the demo: the demo learner's, filled with a realistic SAP FICO consultant's content, and 36 generated
 * candidates (deterministic, from the lists below) so the resume bank has something to search; plus the resume masters.
 */

const masters: Record<string, string[]> = {
  skills: [
    'SAP FICO', 'SAP MM', 'SAP SD', 'SAP PP', 'SAP EWM', 'SAP S/4HANA', 'SAP ABAP', 'SAP Basis', 'SAP SuccessFactors', 'SAP Ariba', 'Oracle Financials',
    'Oracle SCM', 'Microsoft Dynamics 365 Finance', 'Dynamics 365 Supply Chain', 'Workday HCM', 'General Ledger', 'Asset Accounting', 'Controlling',
    'Procure to Pay', 'Order to Cash', 'Record to Report', 'Data Migration', 'LSMW', 'Fiori', 'Integration (IDoc)',
  ],
  languages: ['English', 'Hindi', 'Marathi', 'Tamil', 'Telugu', 'Kannada', 'Bengali', 'Spanish', 'German', 'French', 'Arabic'],
  nationalities: ['Indian', 'Spanish', 'German', 'Mexican', 'Filipino', 'Emirati', 'British', 'American'],
  degrees: ['B.Com', 'M.Com', 'BBA', 'MBA Finance', 'MBA Operations', 'B.Tech', 'B.E. Mechanical', 'CA', 'CA Inter', 'ICWA', 'M.Sc Computer Science'],
  erpProducts: ['SAP S/4HANA', 'SAP ECC', 'Oracle E-Business Suite', 'Oracle Fusion Cloud', 'Microsoft Dynamics 365', 'Workday', 'Infor LN'],
};

const firstNames = ['Aarav', 'Diya', 'Ishaan', 'Kavya', 'Rohan', 'Sneha', 'Arjun', 'Meera', 'Vivek', 'Pooja', 'Nikhil', 'Anjali', 'Karthik', 'Lucia', 'Mateo', 'Jonas',
  'Hannah', 'Omar', 'Leila', 'Ravi', 'Nisha', 'Aditya', 'Shreya', 'Manish', 'Tanvi', 'Farhan', 'Elena', 'Pablo', 'Greta', 'Sanjay', 'Divya', 'Harish', 'Ayesha', 'Kiran', 'Neha', 'Rahul'];
const lastNames = ['Kulkarni', 'Reddy', 'Iyer', 'Banerjee', 'Patil', 'Menon', 'Gupta', 'Nair', 'Joshi', 'Chopra', 'García', 'Schmidt', 'Khan', 'Fernandes', 'Rao', 'Shetty'];
const cities: [string, string, string][] = [
  ['Pune', 'Maharashtra', 'India'], ['Bengaluru', 'Karnataka', 'India'], ['Hyderabad', 'Telangana', 'India'], ['Chennai', 'Tamil Nadu', 'India'],
  ['Mumbai', 'Maharashtra', 'India'], ['Gurugram', 'Haryana', 'India'], ['Kolkata', 'West Bengal', 'India'], ['Madrid', 'Madrid', 'Spain'],
  ['Munich', 'Bavaria', 'Germany'], ['Dubai', 'Dubai', 'United Arab Emirates'],
];
const tracks = [
  { product: 'SAP S/4HANA', module: 'SAP FICO', skills: ['SAP FICO', 'General Ledger', 'Asset Accounting', 'Controlling', 'Record to Report'], role: 'FICO Consultant',
    work: 'Configured the general ledger, new asset accounting and cost-centre accounting; ran period-end close and the migration of open items.' },
  { product: 'SAP S/4HANA', module: 'SAP MM', skills: ['SAP MM', 'Procure to Pay', 'Integration (IDoc)', 'Fiori'], role: 'MM Consultant',
    work: 'Designed procure-to-pay with release strategies, pricing procedures and vendor evaluation; built IDoc interfaces with the supplier portal.' },
  { product: 'SAP S/4HANA', module: 'SAP SD', skills: ['SAP SD', 'Order to Cash', 'Fiori'], role: 'SD Consultant',
    work: 'Set up order-to-cash with credit management, output determination and intercompany billing for a distribution business.' },
  { product: 'SAP S/4HANA', module: 'SAP EWM', skills: ['SAP EWM', 'SAP MM', 'Data Migration'], role: 'EWM Consultant',
    work: 'Implemented embedded EWM for two warehouses: storage types, putaway and picking strategies, RF screens and wave management.' },
  { product: 'SAP ECC', module: 'SAP ABAP', skills: ['SAP ABAP', 'Fiori', 'Data Migration', 'LSMW'], role: 'ABAP Developer',
    work: 'Wrote reports, BAdI enhancements and Adobe forms; converted custom code for the S/4HANA readiness check.' },
  { product: 'Oracle Fusion Cloud', module: 'Oracle Financials', skills: ['Oracle Financials', 'General Ledger', 'Record to Report'], role: 'Oracle Financials Consultant',
    work: 'Configured ledgers, subledger accounting and payables for a shared-services centre; led the data conversion from E-Business Suite.' },
  { product: 'Microsoft Dynamics 365', module: 'Dynamics 365 Finance', skills: ['Microsoft Dynamics 365 Finance', 'Dynamics 365 Supply Chain', 'Procure to Pay'], role: 'D365 Functional Consultant',
    work: 'Delivered finance and procurement for a retail chain: chart of accounts, financial dimensions, vendor invoicing and workflow approvals.' },
  { product: 'Workday', module: 'Workday HCM', skills: ['Workday HCM', 'SAP SuccessFactors', 'Data Migration'], role: 'HCM Consultant',
    work: 'Configured core HCM, compensation and absence; migrated employee data from SuccessFactors Employee Central.' },
];
const companies = ['Infosys', 'Wipro', 'TCS', 'Accenture', 'Deloitte', 'Capgemini', 'HCLTech', 'Tech Mahindra', 'IBM', 'KPMG', 'LTIMindtree', 'Cognizant'];
const clients = ['a steel manufacturer', 'a pharmaceutical group', 'a retail chain', 'an automotive supplier', 'a telecom operator', 'a cement producer', 'a logistics company'];
const institutions = ['Savitribai Phule Pune University', 'University of Mumbai', 'Anna University', 'Osmania University', 'Symbiosis Institute', 'Christ University', 'IIM Indore'];

const month = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

async function contextOf(services: Services, email: string): Promise<AuthContext | undefined> {
  const u = await services.users.findByEmail(email);
  return u ? { userId: u.id, sessionId: 0, role: u.role as AccountRole, email: u.email, emailVerified: true } : undefined;
}

/** The demo learner's resume: an SAP FICO consultant moving to S/4HANA, with a masked share link. */
async function demoLearnerResume(services: Services, me: AuthContext) {
  const r = services.resumes;
  await r.savePersonal(me, { FirstName: 'Rahul', LastName: 'Sharma', ProfileHeadline: 'SAP FICO consultant · 6 years · S/4HANA conversions and period-end close', CurrentCity: 'Pune', CurrentState: 'Maharashtra', CurrentCountry: 'India' });
  await r.saveContact(me, {
    EmailID: 'learner@demo.academy', MobileNumberCountryCode: '+91', MobileNumber: '9876543210', LinkedInProfileLink: 'https://www.linkedin.com/in/rahul-sharma-fico',
    PassportAvailable: true, PassportExpiryDate: '2031-08', Gender: 'Male', MaritalStatus: 'Married', Nationality: 'Indian', Travel: true, Relocation: true, NightShift: false,
    Skills: ['SAP FICO', 'SAP S/4HANA', 'General Ledger', 'Asset Accounting', 'Controlling', 'Record to Report', 'Fiori'], Languages: ['English', 'Hindi', 'Marathi'],
  });
  await r.saveList(me, 'Experiences', { Items: [
    { Designation: 'Senior SAP FICO Consultant', Company: 'Infosys', Location: 'Pune', StartDate: '2022-04', EndDate: 'present',
      Description: 'Lead FI consultant for a brownfield S/4HANA 2022 conversion of a steel maker: new asset accounting, document splitting, universal journal reconciliation and the cut-over of 14 company codes. Coach two junior consultants.' },
    { Designation: 'SAP FICO Consultant', Company: 'Tech Mahindra', Location: 'Mumbai', StartDate: '2019-07', EndDate: '2022-03',
      Description: 'Supported accounts payable, bank reconciliation (EBS) and cost-centre accounting for a pharmaceutical group on ECC 6.0; cut month-end close from six days to four.' },
    { Designation: 'Finance Executive', Company: 'Bajaj Auto', Location: 'Pune', StartDate: '2018-06', EndDate: '2019-06',
      Description: 'General ledger postings, GST reconciliations and vendor payments in SAP as a key user.' },
  ] });
  await r.saveList(me, 'EducationCertifications', { Items: [
    { Degree: 'MBA Finance', Institution: 'Symbiosis Institute of Business Management', FieldOfStudy: 'Finance', StartDate: '2016-06', EndDate: '2018-05', Grade: 'CGPA 3.4/4' },
    { Degree: 'B.Com', Institution: 'Savitribai Phule Pune University', FieldOfStudy: 'Accounting', StartDate: '2013-06', EndDate: '2016-04', Grade: 'First class' },
  ] });
  await r.saveList(me, 'Certifications', { Items: [
    { Name: 'SAP Certified Application Associate – SAP S/4HANA for Financial Accounting', Issuer: 'SAP', StartDate: '2023-02', EndDate: 'present', CredentialID: 'C_TS4FI_2021', Url: 'https://www.credly.com/org/sap' },
  ] });
  await r.saveList(me, 'ProjectExperience', { Items: [
    { ProjectName: 'Project Phoenix – S/4HANA conversion', Client: 'A steel manufacturer', Role: 'FI lead', ERPProduct: 'SAP S/4HANA', StartDate: '2022-06', EndDate: '2024-01',
      Description: 'Brownfield conversion of ECC 6.0 to S/4HANA 2022: readiness check, finance data migration (FIN_CORR_RECONCILE), new asset accounting and a three-weekend cut-over.' },
    { ProjectName: 'Close faster', Client: 'A pharmaceutical group', Role: 'FICO consultant', ERPProduct: 'SAP ECC', StartDate: '2020-01', EndDate: '2021-06',
      Description: 'Automated bank statement processing and accrual postings; month-end close down from six to four working days.' },
  ] });
  await r.saveOther(me, { CoverLetter: '<p>I am an SAP FICO consultant with six years of finance and SAP experience, most recently leading the finance stream of an S/4HANA conversion.</p><p>I enjoy turning month-end pain into <strong>clean, automated processes</strong>, and I am looking for a senior FI or FICO role on an S/4HANA programme.</p>' });
  await r.saveMasking(me, { Masking: true, MaskedFields: { LastName: false, EmailID: true, MobileNumber: true, LinkedProfileLink: false, ProjectName: true } });
  const links = await r.shareLinks(me);
  if (!links.length) await r.createShareLink(me, { Label: 'Recruiters (masked)', ExpiresOn: null });
}

/**
 * The resume seed (runs with the demo seed, once): the resume masters, the demo learner's resume and 36 candidates
 * with generated but realistic ERP careers.
 */
export async function seedResumes(services: Services, candidates = 36) {
  const top = await contextOf(services, 'superadmin@demo.academy');
  const me = await contextOf(services, 'learner@demo.academy');
  if (!top || !me) return;
  if ((await services.resumes.all({ pageIndex: 0, pageSize: 1, sortDesc: false })).total > 0) return;
  for (const [type, titles] of Object.entries(masters)) {
    for (const title of titles) await services.resumes.addMaster(top, type as never, title).catch(() => undefined);
  }
  await demoLearnerResume(services, me);

  const now = new Date();
  for (let i = 0; i < candidates; i++) {
    const first = firstNames[i % firstNames.length]!;
    const last = lastNames[(i * 7) % lastNames.length]!;
    const email = `${first}.${last}.${i}@candidates.demo.academy`.toLowerCase().normalize('NFD').replace(/[^\w.@-]/g, '');
    let u = await services.users.findByEmail(email);
    if (!u) {
      await services.users.createAccount({
        firstName: first, lastName: last, email, role: 'Trainee', countryCode: '+91', mobileNumber: `98${String(10000000 + i * 7919).slice(0, 8)}`, emailVerified: true,
        password: seedPassword(),
      });
      u = await services.users.findByEmail(email);
    }
    if (!u) continue;
    const ctx: AuthContext = { userId: u.id, sessionId: 0, role: 'Trainee', email, emailVerified: true };
    const track = tracks[i % tracks.length]!;
    const [city, state, country] = cities[(i * 3) % cities.length]!;
    const years = 1 + ((i * 5) % 14);
    const start = new Date(Date.UTC(now.getUTCFullYear() - years, (i * 4) % 12, 1));
    const switchAt = new Date(Date.UTC(now.getUTCFullYear() - Math.max(1, Math.floor(years / 2)), (i * 2) % 12, 1));
    const c1 = companies[i % companies.length]!;
    const c2 = companies[(i + 5) % companies.length]!;
    const senior = years >= 6 ? 'Senior ' : '';
    await services.resumes.savePersonal(ctx, {
      FirstName: first, LastName: last, ProfileHeadline: `${senior}${track.role} · ${years} year${years === 1 ? '' : 's'} · ${track.product}`, CurrentCity: city, CurrentState: state, CurrentCountry: country,
    });
    const langs = country === 'India' ? ['English', 'Hindi', ...(i % 3 === 0 ? ['Marathi'] : i % 3 === 1 ? ['Tamil'] : [])] : ['English', country === 'Spain' ? 'Spanish' : country === 'Germany' ? 'German' : 'Arabic'];
    await services.resumes.saveContact(ctx, {
      EmailID: email, MobileNumberCountryCode: '+91', MobileNumber: `98${String(10000000 + i * 7919).slice(0, 8)}`, LinkedInProfileLink: `https://www.linkedin.com/in/${first.toLowerCase()}-${i}`,
      PassportAvailable: i % 2 === 0, PassportExpiryDate: i % 2 === 0 ? '2030-05' : null, Gender: '', MaritalStatus: '', Nationality: country === 'India' ? 'Indian' : '',
      Travel: i % 3 !== 0, Relocation: i % 4 !== 0, NightShift: i % 5 === 0, Skills: track.skills.slice(0, 2 + (i % 3)).concat(i % 4 === 0 ? ['SAP S/4HANA'] : []), Languages: langs,
    });
    await services.resumes.saveList(ctx, 'Experiences', { Items: [
      { Designation: `${senior}${track.role}`, Company: c2, Location: city, StartDate: month(switchAt), EndDate: 'present', Description: track.work },
      ...(years > 1 ? [{ Designation: track.role.replace('Consultant', 'Associate'), Company: c1, Location: city, StartDate: month(start), EndDate: month(new Date(switchAt.getTime() - 20 * 86400_000)), Description: `Support and enhancements on ${track.module} for ${clients[i % clients.length]}.` }] : []),
    ] });
    await services.resumes.saveList(ctx, 'EducationCertifications', { Items: [
      { Degree: masters.degrees![i % masters.degrees!.length]!, Institution: institutions[i % institutions.length]!, FieldOfStudy: '', StartDate: null, EndDate: null, Grade: '' },
    ] });
    if (i % 3 !== 2) {
      await services.resumes.saveList(ctx, 'ProjectExperience', { Items: [
        { ProjectName: `${track.module} rollout ${2018 + (i % 7)}`, Client: clients[(i + 2) % clients.length]!, Role: track.role, ERPProduct: track.product, StartDate: month(switchAt), EndDate: null, Description: track.work },
      ] });
    }
    await services.resumes.saveMasking(ctx, { Masking: i % 6 !== 5, MaskedFields: { LastName: i % 2 === 0, EmailID: true, MobileNumber: true, LinkedProfileLink: i % 3 === 0, ProjectName: i % 4 === 0 } });
  }
  // What recruiters searched for (the dashboard's most searched skills).
  const recruiter = await contextOf(services, 'recruiter@demo.academy');
  if (recruiter) {
    const searches = ['SAP FICO', 'SAP FICO', 'SAP FICO', 'SAP S/4HANA', 'SAP S/4HANA', 'SAP MM', 'SAP EWM', 'Oracle Financials'];
    for (const skill of searches) await services.resumes.search(recruiter.userId, { skill, pageIndex: 0, pageSize: 25, sortDesc: false });
  }
}
