-- Written by hand. Learners with their courses (Manage Student) list one row per learner, newest admission first: the
-- page grouped every admission first (15 s for page 1 at a million admissions). This index gives the admissions in
-- that order with what the list needs of them (the learner, the course to check it is live, the search text), so
-- the page's learners are found by walking it, index only (admissions.repository.ts, `learnersNewestFirst`).
CREATE INDEX IF NOT EXISTS "admissions_learner_newest_idx" ON "admissions" ("created_on" DESC, "user_id") INCLUDE ("course_id", "search_text");
