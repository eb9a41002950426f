import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useSeededDemo } from '../../test/seeded-demo.ts';

const demo = useSeededDemo();

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

// The course orders of this seed (other modules' seeds buy their own things through payments too).
describe('demo payments', () => {
  it('should hold paid orders with gap-free invoices for the demo learners, one refunded with its credit note', async () => {
    const orders = rows<{ buyer_name: string; status: string; currency: string }>(await demo.t.database.db.execute(sql`select buyer_name, status, currency from orders where item_kind = 'course' order by id`));
    expect(orders).toEqual([
      { buyer_name: 'Ananya Rao', status: 'paid', currency: 'INR' },
      { buyer_name: 'Fatima Sheikh', status: 'paid', currency: 'USD' },
      { buyer_name: 'Vikram Singh', status: 'refunded', currency: 'INR' },
    ]);
    const docs = rows<{ kind: string; sequence: number; tax_mode: string }>(await demo.t.database.db.execute(sql`select i.kind, i.sequence, i.tax_mode from invoices i join orders o on o.id = i.order_id where o.item_kind = 'course' order by i.id`));
    expect(docs).toEqual([
      { kind: 'invoice', sequence: 1, tax_mode: 'inter' },
      { kind: 'invoice', sequence: 2, tax_mode: 'export' },
      { kind: 'invoice', sequence: 3, tax_mode: 'intra' },
      { kind: 'credit_note', sequence: 1, tax_mode: 'intra' },
    ]);
    const audits = rows<{ n: number }>(await demo.t.database.db.execute(sql`select count(*)::int as n from audit_log a join orders o on a.entity_type = 'order' and a.entity_id = o.id::text where a.action like 'payments.%' and o.item_kind = 'course'`))[0]!.n;
    expect(audits).toBe(4);
  });
});
