ALTER TABLE "resume_exports" ADD COLUMN "claimed_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resume_exports" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "resume_exports_status_idx" ON "resume_exports" USING btree ("status","id");