CREATE TABLE "report_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"hour" integer NOT NULL,
	"weekday" integer,
	"format" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_by_role" text NOT NULL,
	"next_run_on" timestamp with time zone NOT NULL,
	"last_run_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("next_run_on");--> statement-breakpoint
CREATE INDEX "report_schedules_creator_idx" ON "report_schedules" USING btree ("created_by");