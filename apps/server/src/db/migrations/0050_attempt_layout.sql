-- Written by hand (drizzle-kit does not express views over jsonb). A start used to insert one attempt_questions row per
-- question, each with its frozen copy (jsonb) and three index entries: 60 rows, 180 index entries and about 30 KB of
-- WAL per start, half of PostgreSQL's work on exam day (docs/benchmarks.md, "Exam day at 5,000"). Now:
--
-- - question_snapshots holds each question's frozen copy once per distinct content (options in the question's own
--   order), shared by every attempt that froze that content; it is append-only (a started attempt never changes).
-- - attempts.layout is the attempt's own part, in its order: [{"q": question id, "s": snapshot id, "o": [option
--   indexes in the attempt's order, when its options were shuffled]}, ...]; a start inserts one row.
-- - attempt_questions becomes a view with the columns the table had, so every reader is unchanged.
-- - attempt_answers refers to attempts directly (the composite key to attempt_questions cannot refer to a view); a save
--   checks that the question is in the attempt's layout in its own statement.
CREATE TABLE "question_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"hash" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "question_snapshots_content_uq" ON "question_snapshots" USING btree ("question_id","hash");
--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "layout" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- The attempts there so far: each distinct frozen copy (with its options in that attempt's order, as it was stored)
-- becomes one snapshot; their layouts name it with no option order.
INSERT INTO "question_snapshots" ("question_id", "hash", "snapshot")
SELECT DISTINCT ON (question_id, md5(snapshot::text)) question_id, md5(snapshot::text), snapshot FROM "attempt_questions"
ORDER BY question_id, md5(snapshot::text);
--> statement-breakpoint
UPDATE "attempts" a SET "layout" = l.layout
FROM (
  SELECT q.attempt_id, jsonb_agg(jsonb_build_object('q', q.question_id, 's', s.id) ORDER BY q.position) AS layout
  FROM "attempt_questions" q JOIN "question_snapshots" s ON s.question_id = q.question_id AND s.hash = md5(q.snapshot::text)
  GROUP BY q.attempt_id
) l
WHERE l.attempt_id = a.id;
--> statement-breakpoint
ALTER TABLE "attempt_answers" DROP CONSTRAINT "attempt_answers_attempt_id_question_id_attempt_questions_attempt_id_question_id_fk";
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
DROP TABLE "attempt_questions";
--> statement-breakpoint
-- One row per attempt and question, in the attempt's order: the frozen copy with its options in the attempt's order.
-- A filter on attempt_id reaches attempts' primary key (the view is flattened into the query).
CREATE VIEW "attempt_questions" AS
SELECT a.id AS attempt_id, (e.item->>'q')::integer AS question_id, (e.n - 1)::integer AS position,
  CASE WHEN e.item ? 'o' THEN jsonb_set(s.snapshot, '{options}', coalesce((
    SELECT jsonb_agg(s.snapshot->'options'->(o.i::integer) ORDER BY o.k) FROM jsonb_array_elements_text(e.item->'o') WITH ORDINALITY o(i, k)
  ), '[]'::jsonb)) ELSE s.snapshot END AS snapshot
FROM "attempts" a
CROSS JOIN LATERAL jsonb_array_elements(a.layout) WITH ORDINALITY e(item, n)
JOIN "question_snapshots" s ON s.id = (e.item->>'s')::integer;
