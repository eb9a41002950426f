import type { EnquiryStatus } from '@app/contracts/crm';
import type { AccountRole } from '@app/contracts/roles';
import type { AuthContext } from '../platform/auth/access.ts';
import type { Services } from '../services.ts';

const H = 3600_000;
const D = 24 * H;

type Plan = {
  daysAgo: number; name: string; last: string; email: string; mobile: string; city: string; degree: string; years?: number;
  source: 'website' | 'registration' | 'scm-cohort' | 'event' | 'fresher-program' | 'phone' | 'desk' | 'walk-in'; purpose: string; text: string;
  status?: EnquiryStatus; owner?: 'admin' | 'top'; followup?: { inDays: number; time: string; text: string; done?: true };
};

/** An admissions desk's last three weeks: enquiries from every form and the phone, worked through the pipeline. */
const enquiries: Plan[] = [
  { daysAgo: 19, name: 'Priya', last: 'Nair', email: 'priya.nair@example.in', mobile: '9847012345', city: 'Kochi', degree: 'B.Com', years: 2, source: 'event', purpose: 'erp-career-for-fin-graduates', text: 'I work as an accounts executive (Tally, GST returns). Will the session explain how to move into SAP FICO?', status: 'Enrolled', owner: 'admin' },
  { daysAgo: 17, name: 'Rohan', last: 'Mehta', email: 'rohan.mehta@example.in', mobile: '9820011223', city: 'Mumbai', degree: 'MBA Finance', years: 4, source: 'registration', purpose: 'program-registration', text: 'Interested in the SAP FICO weekend batch. Is there an EMI option?', status: 'Interested', owner: 'admin', followup: { inDays: 1, time: '10:30', text: 'Send the EMI plan and the January batch dates' } },
  { daysAgo: 15, name: 'Sneha', last: 'Kulkarni', email: 'sneha.kulkarni@example.in', mobile: '9881122334', city: 'Pune', degree: 'B.E. Mechanical', years: 6, source: 'scm-cohort', purpose: 'scm-cohort', text: 'Purchase lead at an auto-parts supplier, 6 years on SAP MM as an end user. Want to become an MM consultant.', status: 'Follow-up', owner: 'top', followup: { inDays: 2, time: '06:00', text: 'Call after her shift: explain the EWM module of the cohort' } },
  { daysAgo: 12, name: 'Arjun', last: 'Reddy', email: 'arjun.reddy@example.in', mobile: '9912345678', city: 'Hyderabad', degree: 'B.Tech', source: 'fresher-program', purpose: 'fresher-learning-program', text: 'Final-year student, graduating May 2027. Can I join before my results?', status: 'Contacted', owner: 'admin', followup: { inDays: -2, time: '11:00', text: 'First call: explained the program, he will talk to his parents', done: true } },
  { daysAgo: 10, name: 'Kavitha', last: 'Subramanian', email: 'kavitha.s@example.in', mobile: '9840098765', city: 'Chennai', degree: 'M.Com', years: 8, source: 'phone', purpose: 'contact', text: 'Called about corporate training for her team of five accountants moving to S/4HANA.', status: 'Interested', owner: 'top', followup: { inDays: 3, time: '09:00', text: 'Send the corporate proposal for five seats' } },
  { daysAgo: 8, name: 'Imran', last: 'Qureshi', email: 'imran.qureshi@example.in', mobile: '9833344556', city: 'Mumbai', degree: 'B.Com', years: 1, source: 'website', purpose: 'contact', text: 'What is the difference between the FICO and the S/4HANA Finance course?', status: 'Contacted', owner: 'admin' },
  { daysAgo: 7, name: 'Deepa', last: 'Joshi', email: 'deepa.joshi@example.in', mobile: '9850099887', city: 'Nagpur', degree: 'CA Inter', years: 3, source: 'event', purpose: 'erp-career-for-fin-graduates', text: 'Registering for the event. Please share the recording if I cannot attend live.', status: 'New' },
  { daysAgo: 6, name: 'Manoj', last: 'Pillai', email: 'manoj.pillai@example.in', mobile: '9895566778', city: 'Thiruvananthapuram', degree: 'Diploma', years: 12, source: 'walk-in', purpose: 'contact', text: 'Warehouse supervisor, walked in with his son. Asked about SAP EWM for himself.', status: 'Not Interested', owner: 'admin' },
  { daysAgo: 4, name: 'Ayesha', last: 'Khan', email: 'ayesha.khan@example.in', mobile: '9811122233', city: 'Delhi', degree: 'BBA', source: 'registration', purpose: 'program-registration', text: 'Want to register for SAP SD. I have no ERP experience yet.', status: 'New' },
  { daysAgo: 3, name: 'Test', last: 'Test', email: 'asdf@asdf.com', mobile: '9000000001', city: 'Test', degree: '', source: 'website', purpose: 'contact', text: 'test', status: 'Invalid', owner: 'admin' },
  { daysAgo: 2, name: 'Vivek', last: 'Sharma', email: 'vivek.sharma@example.in', mobile: '9876501234', city: 'Jaipur', degree: 'B.Com', years: 0, source: 'fresher-program', purpose: 'fresher-learning-program', text: 'Graduated this year. Is placement assistance included in the fees?', status: 'New' },
  { daysAgo: 1, name: 'Lakshmi', last: 'Rao', email: 'lakshmi.rao@example.in', mobile: '9844433221', city: 'Bengaluru', degree: 'MBA', years: 5, source: 'scm-cohort', purpose: 'scm-cohort', text: 'Logistics manager at a 3PL. Are there evening classes for the cohort?', status: 'New' },
  { daysAgo: 0.3, name: 'Nikhil', last: 'Bansal', email: 'nikhil.bansal@example.in', mobile: '9815566778', city: 'Chandigarh', degree: 'B.Com (Hons)', years: 2, source: 'event', purpose: 'erp-career-for-fin-graduates', text: 'Can my friend also join with the same link?', status: 'New' },
];

const demoLeads: { email: string; daysAgo: number; status: number }[] = [
  { email: 'harish.g@example.in', daysAgo: 14, status: 5 },
  { email: 'meenakshi.v@example.in', daysAgo: 11, status: 4 },
  { email: 'sanjay.patil@example.in', daysAgo: 9, status: 3 },
  { email: 'farah.ali@example.in', daysAgo: 6, status: 2 },
  { email: 'tejas.shah@example.in', daysAgo: 3, status: 6 },
  { email: 'ritu.agarwal@example.in', daysAgo: 1, status: 1 },
];

const webinarList = ['priya.nair@example.in', 'deepa.joshi@example.in', 'nikhil.bansal@example.in', 'anita.das@example.in', 'gaurav.kapoor@example.in', 'shreya.menon@example.in'];

const TEMPLATE = `<mjml>
  <mj-body background-color="#f4f6fb">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="20px" font-weight="700">Hello {{name}},</mj-text>
        <mj-text font-size="15px" line-height="1.6">Thank you for joining "ERP careers for finance graduates". The recording and the slides are ready, and the {{cohort}} cohort starting {{start}} has 12 seats left.</mj-text>
        <mj-button background-color="#1c7ed6" href="{{link}}">Watch the recording</mj-button>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

async function contextOf(services: Services, email: string): Promise<AuthContext | undefined> {
  const u = await services.users.findByEmail(email);
  return u ? { userId: u.id, sessionId: 0, role: u.role as AccountRole, email: u.email, emailVerified: true } : undefined;
}

/**
 * The admissions CRM's demo data (runs with the demo seed, once): enquiries from every form and the phone over three
 * weeks, worked by the admin and the top admin through the pipeline with follow-ups (some due in the coming days),
 * demo leads in every status, an e-mail list, a campaign sent after the event and one scheduled.
 */
export async function seedCrm(services: Services) {
  const [admin, top] = await Promise.all([contextOf(services, 'admin@demo.academy'), contextOf(services, 'superadmin@demo.academy')]);
  if (!admin || !top) return;
  if ((await services.crm.listEnquiries({ pageIndex: 0, pageSize: 1, sortDesc: false })).total > 0) return;
  const owners = { admin, top };
  const start = Date.now();
  let clock = new Date(start);
  const crm = services.crm.withClock(() => clock);
  for (const p of enquiries) {
    clock = new Date(start - p.daysAgo * D);
    const staff = p.source === 'phone' || p.source === 'desk' || p.source === 'walk-in';
    const body = {
      Name: p.name, LastName: p.last, Email: p.email, CountryCode: '+91', MobileNumber: p.mobile, City: p.city, Degree: p.degree,
      ...(p.years !== undefined ? { ExperienceYears: p.years } : {}), EnquiryDescription: p.text, Purpose: p.purpose,
    };
    let id: number;
    if (staff) id = (await crm.record(owners[p.owner ?? 'admin'], { ...body, Source: p.source })).ID;
    else {
      await crm.submitPublic({ ...body, Source: p.source as never });
      id = (await crm.listEnquiries({ pageIndex: 0, pageSize: 1, sortDesc: false, term: p.email })).items[0]!.ID;
    }
    clock = new Date(clock.getTime() + 3 * H);
    if (p.owner && !staff) await crm.setOwner(owners[p.owner], id, owners[p.owner].userId);
    if (p.followup) {
      const due = new Date(start + p.followup.inDays * D);
      await crm.addFollowup(owners[p.owner ?? 'admin'], id, { FollowupDate: due.toISOString().slice(0, 10), FollowupTime: p.followup.time, Description: p.followup.text });
    }
    clock = new Date(clock.getTime() + 2 * H);
    if (p.status && p.status !== 'New') await crm.setStatus(owners[p.owner ?? 'admin'], id, p.status);
    if (p.followup?.done) {
      const f = (await crm.profile(id)).followups[0] as { ID: number } | undefined;
      if (f) await crm.setFollowupStatus(owners[p.owner ?? 'admin'], f.ID, 'Done');
    }
  }
  for (const l of demoLeads) {
    clock = new Date(start - l.daysAgo * D);
    await crm.recordDemoLead(l.email, null);
    if (l.status !== 1) {
      clock = new Date(clock.getTime() + 20 * H);
      const lead = (await crm.listDemoLeads({ pageIndex: 0, pageSize: 1, sortDesc: false, term: l.email })).items[0];
      if (lead) await crm.setDemoLeadStatus(admin, lead.ID, l.status);
    }
  }
  clock = new Date(start - 5 * D);
  const list = await crm.createEmailList(top, 'Finance graduates webinar, November 2026');
  await crm.addListMembers(top, list.ID, { Members: webinarList.map((e) => ({ Email: e, Name: e.split('.')[0]!.replace(/^./, (c) => c.toUpperCase()) })) });
  await crm.createCampaign(top, {
    CampaignName: 'Webinar follow-up: recording and January cohort', MailSubject: '{{name}}, your recording of "ERP careers for finance graduates"',
    Template: TEMPLATE, Variables: { cohort: 'SAP FICO', start: '10 January 2027', link: 'https://erpcareeracademy.com/app/courses' },
    Audience: { kind: 'list', listId: list.ID }, SendAt: new Date(start - 4 * D).toISOString(), RatePerMinute: 120,
  });
  clock = new Date(start - 1 * D);
  await crm.createCampaign(top, {
    CampaignName: 'SAP FICO January cohort: early-bird reminder', MailSubject: 'Early-bird fees end on Friday, {{name}}',
    Template: 'Hello {{name}},\n\nThe early-bird fee for the SAP FICO January cohort ends this Friday. Reply to this mail or book a call with admissions to reserve your seat.\n\nThe admissions team',
    Variables: {}, Audience: { kind: 'enquiries', status: 'Interested' }, SendAt: new Date(start + 3 * D).toISOString(), RatePerMinute: 300,
  });
}
