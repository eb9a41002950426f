import { sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@app/contracts/payments';

/** How GST applies: CGST+SGST within the seller's state, IGST across states, none on an export (USD). */
export type TaxMode = 'intra' | 'inter' | 'export';

export type TaxSplit = { taxable: number; cgst: number; sgst: number; igst: number; total: number; rateBp: number; mode: TaxMode };

/** Whether a sale is within the seller's state (CGST+SGST): a buyer who gave no state is taken to be in it. */
export const withinState = (sellerState: string, buyerState: string | null) => (buyerState ?? sellerState) === sellerState;

/** `withinState` for a statement that reads the buyer's state itself (the usual capture's one statement). */
export const withinStateSql = (sellerState: string, buyerState: SQL) => sql`(coalesce(${buyerState}, ${sellerState}::text) = ${sellerState}::text)`;

/**
 * Splits a GST-inclusive total (minor units) into taxable value and taxes, in integers: taxable = total / (1 + rate)
 * rounded half up, the tax is the rest (so the parts always add up to the total), CGST the lower half and SGST the
 * other. A USD sale is an export of services (zero-rated): no tax.
 */
export function splitGst(total: number, currency: Currency, rateBp: number, sellerState: string, buyerState: string | null): TaxSplit {
  return splitGstWithin(total, currency, rateBp, withinState(sellerState, buyerState));
}

/** `splitGst` once it is known whether the sale is within the seller's state. */
export function splitGstWithin(total: number, currency: Currency, rateBp: number, within: boolean): TaxSplit {
  if (!Number.isSafeInteger(total) || total < 0) throw new Error(`Not an amount in minor units: ${total}`);
  if (currency !== 'INR') return { taxable: total, cgst: 0, sgst: 0, igst: 0, total, rateBp: 0, mode: 'export' };
  const mode: TaxMode = within ? 'intra' : 'inter';
  const d = 10_000 + rateBp;
  const taxable = Math.floor((2 * total * 10_000 + d) / (2 * d));
  const tax = total - taxable;
  if (mode === 'inter') return { taxable, cgst: 0, sgst: 0, igst: tax, total, rateBp, mode };
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0, total, rateBp, mode };
}

/** Indian Standard Time offset: invoices are dated and numbered by the Indian financial year (April to March). */
const IST_MS = 330 * 60_000;

/** The financial year of an instant, e.g. `2026-27` for 10 May 2026 and for 20 March 2027 (IST). */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_MS);
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** `INV/2026-27/000123`. */
export const documentNumber = (series: string, fy: string, sequence: number) => `${series}/${fy}/${String(sequence).padStart(6, '0')}`;
