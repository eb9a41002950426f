-- Written by hand. Learners with their courses (Manage Student) list one row per learner in the order of the least
-- lower-cased name among their admissions: the page grouped every admission first (15 s for page 1 at a million
-- admissions). This index gives the admissions in that order with what the list filters on (live course, search
-- text, and the name itself: PostgreSQL reads an expression's column from the index only when the index holds the
-- column), so the page's learners are found by walking it, index only (admissions.repository.ts, `learnersInNameOrder`).
CREATE INDEX IF NOT EXISTS "admissions_learner_name_idx" ON "admissions" (lower("user_name"), "user_id") INCLUDE ("user_name", "course_id", "search_text");
