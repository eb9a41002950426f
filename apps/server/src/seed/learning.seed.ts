import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { courseInputSchema } from '@app/contracts/courses';
import { questionInputSchema, testInputSchema, type Answer } from '@app/contracts/assessments';
import type { AccountRole } from '@app/contracts/roles';
import type { AuthContext } from '../platform/auth/access.ts';
import type { Services } from '../services.ts';
import { erpCourse, erpLessons } from './erp-course.content.ts';

const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;
const listQuery = { pageIndex: 0, pageSize: 1, sortDesc: false };

async function actor(services: Services, email: string): Promise<AuthContext | undefined> {
  const u = await services.users.findByEmail(email);
  return u ? { userId: u.id, sessionId: 0, role: u.role as AccountRole, email: u.email } : undefined;
}

/**
 * The demo course "Basics of ERP" (ten lessons, each a reading, a five-question test and an assignment), the demo
 * mentor assigned to it, and the demo learner part-way through: lessons 1 and 2 done (lesson 1's assignment
 * accepted, lesson 2's awaiting the mentor), lesson 3's reading opened. Runs only on an empty database.
 */
export async function seedLearning(services: Services) {
  const [editor, mentor, admin, learner] = await Promise.all(
    ['editor@demo.academy', 'mentor@demo.academy', 'admin@demo.academy', 'learner@demo.academy'].map((e) => actor(services, e)),
  );
  if (!editor || !mentor || !admin || !learner) return;
  const { courses, materials, assignments, admissions, progress, player, submissions } = services.learning;
  if ((await courses.catalogue({ ...listQuery, term: erpCourse.slug })).total > 0) return;

  const created = await courses.create(editor, courseInputSchema.parse({
    Title: erpCourse.title, Url: erpCourse.slug, Description: erpCourse.description, Duration: erpCourse.duration,
    CoursePrice: { INR: 499900, USD: 5900 }, Status: 'published',
  }), listQuery);
  const courseId = created.item!.ID;

  const lessons: { lessonId: number; answers: Map<number, Answer> }[] = [];
  for (const [i, l] of erpLessons.entries()) {
    const material = l.video
      ? await materials.create(editor, { Name: l.video.name, Kind: 'video-upload', Link: null, Body: '', Description: l.video.description, ExpectedSeconds: l.video.seconds })
      : await materials.create(editor, { Name: l.title, Kind: 'richtext', Link: null, Body: l.body, Description: l.description, ExpectedSeconds: l.seconds });
    if (l.video) await materials.attachBundledFile(material.ID, await readFile(new URL(`./assets/${l.video.file}`, import.meta.url)), l.video.file);
    const answers = new Map<number, Answer>();
    const questionIds: number[] = [];
    for (const q of l.questions) {
      const input = q.type === 'single'
        ? { Type: 'single', Text: `<p>${q.text}</p>`, Options: q.options.map((text, k) => ({ ID: OPTION_IDS[k], Text: text, Correct: k === q.correct })), Explanation: q.explanation, Marks: 1 }
        : { Type: 'truefalse', Text: `<p>${q.text}</p>`, TrueFalseAnswer: q.answer, Explanation: q.explanation, Marks: 1 };
      const created = await services.assessments.questions.create(editor, questionInputSchema.parse(input));
      questionIds.push(created.ID);
      answers.set(created.ID, { OptionIDs: [q.type === 'single' ? OPTION_IDS[q.correct]! : String(q.answer)] });
    }
    const test = await services.assessments.tests.create(editor, testInputSchema.parse({
      Title: `${erpCourse.title} ${i + 1}: ${l.title}`, Description: `Check your understanding of "${l.title}".`, DurationSeconds: 600,
      PassPercentage: 60, AttemptsAllowed: 3, QuestionIDs: questionIds, ShowAnswers: true, Status: 'published', InSeries: false,
    }));
    const assignment = await assignments.create(editor, { Title: l.assignment.title, Description: l.assignment.description, MaxScore: 10, ReattemptsAllowed: 2 });
    const lesson = await courses.addLesson(courseId, { Title: `${i + 1}. ${l.title}`, MaterialID: material.ID, TestID: test.ID, AssignmentID: assignment.ID });
    lessons.push({ lessonId: lesson.ID, answers });
  }

  await courses.setMentors(courseId, [mentor.userId]);
  await admissions.admit(admin, courseId, [learner.userId]);

  // The demo learner: lessons 1 and 2 finished, lesson 3's reading opened.
  const answersText = [
    'Our college canteen keeps orders on paper, stock in a spreadsheet and accounts in a separate package. One system would let the cashier see stock, the store keeper see sales and the accountant close the day without retyping.',
    'The sales order in SD checks stock in MM; the shortage creates a planned order in PP; the delivery and billing post cost of goods sold and the receivable in FI, and revenue in CO profitability analysis.',
  ];
  for (const [i, l] of lessons.slice(0, 2).entries()) {
    await player.open(learner, courseId, `${l.lessonId}-material`);
    const attempt = await progress.startTest(learner, courseId, l.lessonId);
    let seq = 1;
    for (const [questionId, answer] of l.answers) {
      await services.assessments.attempts.save(learner, attempt.ID, questionId, { Answer: answer, Seq: seq++ });
    }
    await services.assessments.attempts.submit(learner, attempt.ID);
    await submissions.submit(learner, courseId, l.lessonId, { Text: answersText[i]!, FileIDs: [], RequestID: randomUUID() });
  }
  await player.open(learner, courseId, `${lessons[2]!.lessonId}-material`);
  const pending = await submissions.checkingList(mentor, 'pending', String(courseId), 'all', { ...listQuery, pageSize: 10 });
  const first = pending.items.find((r) => r.LessonID === lessons[0]!.lessonId);
  if (first) await submissions.decide(mentor, first.SubmissionID, { accept: true, score: 9, feedback: 'Clear examples of silos and of the integrated alternative. Well done.' });
}
