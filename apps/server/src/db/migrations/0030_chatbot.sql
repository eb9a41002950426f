CREATE TABLE "chatbot_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chatbot_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"question" text NOT NULL,
	"normalized" text NOT NULL,
	"outcome" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"matches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"top_score" real DEFAULT 0 NOT NULL,
	"source_kind" text,
	"source_id" integer,
	"helpful" boolean,
	"rated_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_pairs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chatbot_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questions" text[] NOT NULL,
	"questions_text" text NOT NULL,
	"answer" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_by_name" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "chatbot_pairs"."questions_text"), 'A') || setweight(to_tsvector('english', "chatbot_pairs"."answer"), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "chatbot_unanswered" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chatbot_unanswered_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question" text NOT NULL,
	"normalized" text NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	"best_score" real DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"pair_id" integer,
	"resolved_by" integer,
	"resolved_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_asked_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chatbot_unanswered" ADD CONSTRAINT "chatbot_unanswered_pair_id_chatbot_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."chatbot_pairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chatbot_messages_user_idx" ON "chatbot_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chatbot_messages_created_idx" ON "chatbot_messages" USING btree ("created_on");--> statement-breakpoint
CREATE INDEX "chatbot_messages_rated_idx" ON "chatbot_messages" USING btree ("rated_on");--> statement-breakpoint
CREATE INDEX "chatbot_messages_source_idx" ON "chatbot_messages" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE INDEX "chatbot_pairs_search_gin" ON "chatbot_pairs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "chatbot_pairs_questions_trgm" ON "chatbot_pairs" USING gin ("questions_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "chatbot_unanswered_open_uq" ON "chatbot_unanswered" USING btree ("normalized") WHERE "chatbot_unanswered"."status" = 'open';--> statement-breakpoint
CREATE INDEX "chatbot_unanswered_status_idx" ON "chatbot_unanswered" USING btree ("status","times","last_asked_on");