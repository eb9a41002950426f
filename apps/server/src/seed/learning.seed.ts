import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { courseInputSchema } from '@app/contracts/courses';
import { questionInputSchema, testInputSchema, type Answer } from '@app/contracts/assessments';
import type { AccountRole } from '@app/contracts/roles';
import type { AuthContext } from '../platform/auth/access.ts';
import type { Services } from '../services.ts';
import { seedAssetsFolder } from '../paths.ts';
import { erpCourse, erpLessons } from './erp-course.content.ts';

const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;
const listQuery = { pageIndex: 0, pageSize: 1, sortDesc: false };

async function actor(services: Services, email: string): Promise<AuthContext | undefined> {
  const u = await services.users.findByEmail(email);
  return u ? { userId: u.id, sessionId: 0, role: u.role as AccountRole, email: u.email, emailVerified: u.emailVerifiedOn !== null } : undefined;
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
  const questionsByLesson: number[][] = [];
  for (const [i, l] of erpLessons.entries()) {
    const material = l.video
      ? await materials.create(editor, { Name: l.video.name, Kind: 'video-upload', Link: null, Body: '', Description: l.video.description, ExpectedSeconds: l.video.seconds })
      : await materials.create(editor, { Name: l.title, Kind: 'richtext', Link: null, Body: l.body, Description: l.description, ExpectedSeconds: l.seconds });
    if (l.video) await materials.attachBundledFile(material.ID, await readFile(path.join(seedAssetsFolder, l.video.file)), l.video.file);
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
    questionsByLesson.push(questionIds);
    const assignment = await assignments.create(editor, { Title: l.assignment.title, Description: l.assignment.description, MaxScore: 10, ReattemptsAllowed: 2 });
    const lesson = await courses.addLesson(courseId, { Title: `${i + 1}. ${l.title}`, MaterialID: material.ID, TestID: test.ID, AssignmentID: assignment.ID });
    lessons.push({ lessonId: lesson.ID, answers });
  }

  await seedTestSeries(services, editor, questionsByLesson);
  await seedDrafts(services, editor, questionsByLesson);
  await courses.setMentors(admin, courseId, [mentor.userId]);
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

/**
 * Practice tests in Test Series, classified by level, category and subcategory (the catalogue's filters), drawn
 * from the demo course's question bank: a visitor's Test Series is never empty on first look.
 */
async function seedTestSeries(services: Services, editor: AuthContext, questionsByLesson: number[][]) {
  const id = async (type: 'questionLevels' | 'categories' | 'subcategories', title: string) =>
    (await services.masters.list(type, { pageIndex: 0, pageSize: 500, sortDesc: false })).items.find((e) => e.Title === title)?.ID ?? null;
  const series = [
    { Title: 'ERP foundations: practice test', lessons: [0, 1, 5], level: 'Beginner', category: 'ERP Fundamentals', subcategory: 'Concepts', minutes: 15,
      Description: 'Fifteen questions on what an ERP system is, its core modules and master data. A good first check before the SAP and Oracle tracks.' },
    { Title: 'Order-to-cash and procure-to-pay', lessons: [2, 3], level: 'Intermediate', category: 'Sales & Distribution', subcategory: 'Business Process', minutes: 12,
      Description: 'The two end-to-end processes every functional consultant is asked about in interviews: sales order to payment, purchase requisition to vendor payment.' },
    { Title: 'Record-to-report essentials', lessons: [4, 6], level: 'Intermediate', category: 'Finance', subcategory: 'Business Process', minutes: 12,
      Description: 'Period-end close, the chart of accounts and the organisational structure behind financial reporting.' },
    { Title: 'Working as an ERP consultant', lessons: [7, 8, 9], level: 'Advanced', category: 'ERP Fundamentals', subcategory: 'Integration', minutes: 20,
      Description: 'Implementation phases, the consultant\'s role in each, and the judgement calls that separate a junior from a senior consultant.' },
  ];
  for (const s of series) {
    await services.assessments.tests.create(editor, testInputSchema.parse({
      Title: s.Title, Description: s.Description, DurationSeconds: s.minutes * 60, PassPercentage: 60, AttemptsAllowed: 3,
      QuestionIDs: s.lessons.flatMap((i) => questionsByLesson[i] ?? []), ShowAnswers: true, ShuffleQuestions: true, ShuffleOptions: true,
      Status: 'published', InSeries: true,
      LevelID: await id('questionLevels', s.level), CategoryID: await id('categories', s.category), SubcategoryID: await id('subcategories', s.subcategory),
    }));
  }
}

/**
 * Work in progress of the demo editor: a draft course with its first lesson and a draft entry quiz for it, so the
 * editor's home shows drafts and recent changes on first look (learners and visitors never see drafts).
 */
async function seedDrafts(services: Services, editor: AuthContext, questionsByLesson: number[][]) {
  const { courses, materials } = services.learning;
  const draft = await courses.create(editor, courseInputSchema.parse({
    Title: 'SAP S/4HANA Finance essentials', Url: 'sap-s4hana-finance-essentials', Duration: 'About 8 hours', Status: 'draft',
    CoursePrice: { INR: 699900, USD: 7900 },
    Description: '<p>The finance side of SAP S/4HANA for graduates who know the basics of ERP: the universal journal, the general ledger, ' +
      'accounts payable and receivable, asset accounting and the period-end close.</p>',
  }), listQuery);
  const reading = await materials.create(editor, {
    Name: 'The finance organisation in S/4HANA', Kind: 'richtext', Link: null, ExpectedSeconds: 420,
    Description: 'Company codes, ledgers and the universal journal.',
    Body: '<h2>One journal for finance and controlling</h2><p>In S/4HANA every posting lands in one table, the <strong>universal journal</strong> (ACDOCA): ' +
      'the general ledger, controlling, asset accounting and the material ledger read the same line items, so finance and controlling never need reconciling.</p>' +
      '<p>A <strong>company code</strong> is the smallest unit with its own balance sheet; a <strong>ledger</strong> gives one valuation of it (for example local GAAP and IFRS side by side).</p>',
  });
  await courses.addLesson(draft.item!.ID, { Title: '1. The finance organisation', MaterialID: reading.ID, TestID: null, AssignmentID: null });
  await services.assessments.tests.create(editor, testInputSchema.parse({
    Title: 'Finance essentials: entry quiz', Description: 'Checks the record-to-report and organisational basics before the finance course.',
    DurationSeconds: 600, PassPercentage: 60, AttemptsAllowed: 2, QuestionIDs: [...(questionsByLesson[4] ?? []), ...(questionsByLesson[6] ?? [])],
    ShowAnswers: true, Status: 'draft', InSeries: false,
  }));
}
