import { seedPassword } from './seed-password.ts';
import type { AccountRole } from '@app/contracts/roles';
import type { Actor } from '../platform/auth/access.ts';
import type { Services } from '../services.ts';
import { erpCourse } from './erp-course.content.ts';

/** A learner abroad who paid in US dollars (never signs in: a random password). */
const usdLearner = { email: 'fatima.sheikh@demo.academy', firstName: 'Fatima', lastName: 'Sheikh', mobileNumber: '501234567' };

/**
 * Paid orders for the demo: Ananya Rao paid "Basics of ERP" by bank transfer from Karnataka (IGST invoice), Fatima
 * Sheikh paid in US dollars by wire (export invoice, no GST), Vikram Singh paid by UPI within Maharashtra (CGST +
 * SGST) and was refunded in full (credit note; the admission withdrawn). Recorded through the staff action by the
 * demo admin, so each has its events, invoice numbers and audit entries. Runs after the learning seed, once.
 */
export async function seedPayments(services: Services) {
  const adminUser = await services.users.findByEmail('admin@demo.academy');
  if (!adminUser) return;
  const admin: Actor = { userId: adminUser.id, sessionId: 0, role: adminUser.role as AccountRole, email: adminUser.email, emailVerified: true };
  const course = (await services.learning.courses.catalogue({ pageIndex: 0, pageSize: 1, sortDesc: false, term: erpCourse.slug })).items[0];
  if (!course) return;
  if (!(await services.users.findByEmail(usdLearner.email))) {
    await services.users.createAccount({ ...usdLearner, countryCode: '+971', password: seedPassword(), role: 'Trainee', emailVerified: true });
  }
  const learner = async (email: string) => services.users.findByEmail(email);
  const [ananya, vikram, fatima] = await Promise.all(['ananya.rao@demo.academy', 'vikram.singh@demo.academy', usdLearner.email].map(learner));
  if (!ananya || !vikram || !fatima) return;
  if ((await services.payments.mine(ananya.id, { pageIndex: 0, pageSize: 1, sortDesc: false })).total > 0) return;

  const base = { Kind: 'course' as const, ItemID: course.ID };
  await services.payments.recordManual(admin, { ...base, UserID: ananya.id, Currency: 'INR', Method: 'bank_transfer', Reference: 'NEFT-HDFC-N2611240417', BuyerState: 'KA', Note: 'Paid from her father\'s account; name on transfer: R. Rao' });
  await services.payments.recordManual(admin, { ...base, UserID: fatima.id, Currency: 'USD', Method: 'bank_transfer', Reference: 'SWIFT-ENBD-AE7731', Note: 'Wire from Dubai, fees borne by sender' });
  const refunded = await services.payments.recordManual(admin, { ...base, UserID: vikram.id, Currency: 'INR', Method: 'upi', Reference: 'UPI-412398765501', BuyerState: 'MH', Note: '' });
  await services.payments.refund(admin, refunded.ID, { Reason: 'Enrolled in the weekend batch instead; asked within 7 days' });
}
