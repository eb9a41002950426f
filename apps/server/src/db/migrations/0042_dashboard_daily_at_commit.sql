-- Written by hand (drizzle-kit does not express triggers). The dashboard_daily triggers of the paying path (0038) fire
-- as their transaction commits instead of at each statement: every capture inserts an admission and marks an order
-- paid, and each of those bumps one row of the day ('admissions', and 'revenue' of the currency), which every other
-- paying transaction needs too. Fired at the statement, that row stayed locked through the rest of the transaction
-- and its round trips to the app (the capture's audit entry, its last statement, COMMIT), so captures ran one at a
-- time; fired at COMMIT it is locked only while PostgreSQL commits. Same functions, same deltas, same totals once
-- committed (nothing reads dashboard_daily inside the changing transaction).
DROP TRIGGER "admissions_dashboard_daily" ON "admissions";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "admissions_dashboard_daily" AFTER INSERT OR DELETE OR UPDATE OF created_on, completed_on ON "admissions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_daily_admissions();--> statement-breakpoint
DROP TRIGGER "orders_dashboard_daily" ON "orders";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_dashboard_daily" AFTER INSERT OR DELETE OR UPDATE OF currency, captured_amount, refunded_amount, paid_on ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_daily_orders();
