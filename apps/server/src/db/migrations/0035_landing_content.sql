CREATE TABLE "landing_content" (
	"key" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"updated_by" integer,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
