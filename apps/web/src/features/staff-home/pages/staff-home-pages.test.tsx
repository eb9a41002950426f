import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { EditorHome, LearnerHome, MentorHome, RecruiterHome } from '@app/contracts/home';
import { renderWithProviders, signInAs } from '../../../test/render.tsx';
import { EditorHomePage } from './editor-home-page.tsx';
import { MentorHomePage } from './mentor-home-page.tsx';
import { RecruiterHomePage } from './recruiter-home-page.tsx';
import { LearnerNextSteps } from '../components/learner-next-steps.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 200, message: 'Success', data }), { status: 200 });
const fail = () => new Response(JSON.stringify({ status: 500, message: 'Something went wrong', code: 'INTERNAL' }), { status: 500 });

function fakeApi(...answers: (() => Response)[]) {
  let call = 0;
  const fetchMock = vi.fn(async () => answers[Math.min(call++, answers.length - 1)]!());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  signInAs(null);
});

const row = {
  SubmissionID: 41, User_ID: 9, UserName: 'Rahul Sharma', CourseID: 3, CourseName: 'Basics of ERP', LessonID: 12, AssignmentID: 5,
  AssignmentName: 'Trace one order', AttemptNo: 1, CreatedOn: '2026-03-10T09:00:00.000Z',
};
const mentorHome: MentorHome = {
  Pending: 2, Reattempted: 1, Oldest: row, CourseCount: 2,
  Courses: [
    { ID: 3, Title: 'Basics of ERP', Status: 'published', Learners: 14, Pending: 2, Reattempted: 0, OldestOn: row.CreatedOn },
    { ID: 4, Title: 'SAP MM', Status: 'draft', Learners: 0, Pending: 0, Reattempted: 1, OldestOn: '2026-03-11T09:00:00.000Z' },
  ],
};

describe('MentorHomePage', () => {
  it('should show the queue, open the oldest submission in the assignment view and link each course to its checks', async () => {
    signInAs('Mentor');
    fakeApi(() => ok(mentorHome));
    renderWithProviders(<MentorHomePage />);
    expect(await screen.findByRole('link', { name: 'Checking Pending 2 first submissions waiting' })).toHaveAttribute('href', '/Trainings/assignmentChecking');
    expect(screen.getByRole('link', { name: 'Reattempted 1 resubmission waiting' })).toHaveAttribute('href', '/Trainings/assignmentChecking?tab=reattempted');
    expect(screen.getByRole('link', { name: 'Check now: Trace one order by Rahul Sharma' }))
      .toHaveAttribute('href', '/assignmentView/Basics%20of%20ERP/Trace%20one%20order/9?submission=41');
    const courses = screen.getByRole('list', { name: 'Your courses' });
    expect(within(courses).getByRole('link', { name: '2 waiting in Basics of ERP' })).toHaveAttribute('href', '/Trainings/assignmentChecking?courses=3');
    // Only resubmissions wait there: the link opens the Reattempted tab.
    expect(within(courses).getByRole('link', { name: '1 waiting in SAP MM' })).toHaveAttribute('href', '/Trainings/assignmentChecking?tab=reattempted&courses=4');
    expect(within(courses).getByRole('link', { name: 'Basics of ERP' })).toHaveAttribute('href', '/courseBuilding/courses/3');
    expect(courses).toHaveTextContent('14 learners');
    expect(courses).toHaveTextContent('Draft');
  });

  it('should say kindly that nothing waits and that no course is assigned yet', async () => {
    signInAs('Mentor');
    fakeApi(() => ok({ Pending: 0, Reattempted: 0, Oldest: null, Courses: [], CourseCount: 0 }));
    renderWithProviders(<MentorHomePage />);
    expect(await screen.findByText(/Nothing is waiting for you/)).toBeInTheDocument();
    expect(screen.getByText(/You are not a mentor of any course yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Check now/ })).not.toBeInTheDocument();
  });

  it('should show a skeleton while loading, then an error with a retry that loads the home', async () => {
    signInAs('Mentor');
    const fetchMock = fakeApi(fail, () => ok(mentorHome));
    renderWithProviders(<MentorHomePage />);
    expect(screen.getByRole('status', { name: 'Loading your checking queue' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your dashboard could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^Check now/ })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('EditorHomePage', () => {
  const editorHome: EditorHome = {
    Drafts: {
      CourseCount: 1, TestCount: 0,
      Courses: [{ ID: 8, Title: 'SAP FICO', Status: 'draft', LessonCount: 1, UpdatedOn: '2026-03-11T09:00:00.000Z' }], Tests: [],
    },
    Recent: {
      Courses: [{ ID: 8, Title: 'SAP FICO', Status: 'draft', LessonCount: 1, UpdatedOn: '2026-03-11T09:00:00.000Z' }],
      Tests: [{ ID: 2, Title: 'ERP quiz', Status: 'published', InSeries: true, UpdatedOn: '2026-03-10T09:00:00.000Z' }],
    },
    Review: { WaitingChecks: 3, OldestCheckOn: '2026-03-01T09:00:00.000Z', Unmentored: [{ ID: 6, Title: 'SAP SD', Waiting: 2 }], OpenIssues: 1, OldestIssueOn: '2026-03-02T09:00:00.000Z' },
    Knowledge: { Pending: 2, Items: [{ ID: 31, Title: 'GR/IR clearing with MR11', FolderName: 'MM notes', AuthorName: 'Priya Nair', UpdatedOn: '2026-03-09T09:00:00.000Z' }] },
  };

  it('should list drafts and recent changes with links into the editors, and what is pending review', async () => {
    signInAs('Editor');
    fakeApi(() => ok(editorHome));
    renderWithProviders(<EditorHomePage />);
    const drafts = await screen.findByRole('region', { name: 'Draft courses' });
    expect(within(drafts).getByRole('link', { name: 'SAP FICO' })).toHaveAttribute('href', '/courseBuilding/courses/8');
    expect(screen.getByRole('region', { name: 'Draft tests' })).toHaveTextContent('No draft tests');
    expect(within(screen.getByRole('region', { name: 'Tests' })).getByRole('link', { name: 'ERP quiz' })).toHaveAttribute('href', '/courseBuilding/tests/AddEdit/2');
    const review = screen.getByRole('region', { name: 'Pending review' });
    expect(within(review).getByRole('link', { name: 'Assign a mentor: SAP SD' })).toHaveAttribute('href', '/courseBuilding/courses/6');
    expect(review).toHaveTextContent(/3 submissions are waiting for a mentor's decision/);
    expect(within(review).getByRole('link', { name: 'Review question issues' })).toHaveAttribute('href', '/courseBuilding/questions?tab=issues');
    const knowledge = within(review).getByRole('region', { name: 'Knowledge items waiting for review (2)' });
    expect(within(knowledge).getByRole('link', { name: 'GR/IR clearing with MR11' })).toHaveAttribute('href', '/Others/knowledgeRepository?item=31');
    expect(knowledge).toHaveTextContent('MM notes · by Priya Nair');
    expect(within(knowledge).getByRole('link', { name: 'Open the review queue (2)' })).toHaveAttribute('href', '/Others/knowledgeRepository?tab=review');
  });
});

describe('RecruiterHomePage', () => {
  it('should offer the published courses and open each hiring tool', async () => {
    signInAs('Recruiter');
    const home: RecruiterHome = { OpenJobs: 0, Jobs: [], PublishedCourses: 1, Courses: [{ ID: 3, Title: 'Basics of ERP', Url: 'basics-of-erp', LessonCount: 10, Duration: '6 hours' }], CertificatesIssued: 0 };
    fakeApi(() => ok(home));
    renderWithProviders(<RecruiterHomePage />);
    const catalogue = await screen.findByRole('region', { name: 'What candidates learn' });
    expect(within(catalogue).getByRole('link', { name: 'Basics of ERP' })).toHaveAttribute('href', '/courselanding/basics-of-erp/overview');
    expect(catalogue).toHaveTextContent('10 lessons · 6 hours');
    expect(screen.getByRole('region', { name: 'Verify a certificate' })).toHaveTextContent('No certificate has been issued yet.');
    const tools = within(screen.getByRole('list', { name: 'Your hiring tools' })).getAllByRole('listitem');
    expect(tools.map((t) => t.textContent)).toEqual([
      expect.stringContaining('Resume Bank'), expect.stringContaining('Jobs Dashboard'), expect.stringContaining('Interviews'),
    ]);
    for (const [i, name] of ['Resume Bank', 'Jobs Dashboard', 'Interviews'].entries()) {
      expect(within(tools[i]!).getByRole('link', { name: `Open ${name}` })).toBeInTheDocument();
    }
  });
});

describe('RecruiterHomePage open jobs', () => {
  it('should list each open job with its new matches and a link to invite them', async () => {
    signInAs('Recruiter');
    const home: RecruiterHome = {
      OpenJobs: 1, PublishedCourses: 0, Courses: [], CertificatesIssued: 0,
      Jobs: [{ ID: 7, Title: 'FICO consultant', CompanyName: 'Infinity ERP', Openings: 2, NewMatches: 2, Top: [{ ID: 9, Name: 'Anita', Headline: 'SAP FI consultant', Match: 2 }] }],
    };
    fakeApi(() => ok(home));
    renderWithProviders(<RecruiterHomePage />);
    const jobs = await screen.findByRole('region', { name: 'Your open job (1)' });
    expect(jobs).toHaveTextContent('FICO consultant');
    expect(jobs).toHaveTextContent('Infinity ERP · 2 openings');
    expect(jobs).toHaveTextContent('2 new matches');
    expect(within(jobs).getByRole('list', { name: 'Best new matches for FICO consultant' })).toHaveTextContent('Anita · SAP FI consultant · 2 of its skills');
    expect(within(jobs).getByRole('link', { name: 'Invite candidates to FICO consultant' })).toHaveAttribute('href', '/Others/JobInvititation?jobId=7');
  });
});

describe('LearnerNextSteps', () => {
  const next: LearnerHome = {
    Continue: [{ CourseID: 3, Title: 'Basics of ERP', CourseUrl: 'basics-of-erp', NextUrl: '12-test', NextKind: 'test', Progress: 17, Started: true }],
    ContinueCount: 1,
    TestsDue: {
      Lessons: [{ CourseID: 3, Title: 'Basics of ERP', CourseUrl: 'basics-of-erp', NextUrl: '12-test', NextKind: 'test', Progress: 17, Started: true }],
      Assessments: [],
    },
    Invitations: [{ ID: 5, JobTitle: 'GL analyst', CompanyName: 'Infinity ERP', Status: 'Sent', Deadline: '2026-04-02T09:00:00.000Z', AssessmentOpen: false }],
    InvitationCount: 1,
  };

  it('should link the lesson to continue, the test due and the invitation to answer for a learner', async () => {
    signInAs('Trainee');
    fakeApi(() => ok(next));
    renderWithProviders(<LearnerNextSteps />);
    const section = await screen.findByRole('region', { name: 'What to do next' });
    expect(within(section).getByRole('link', { name: 'Continue Basics of ERP' })).toHaveAttribute('href', '/course/3/12-test');
    expect(section).toHaveTextContent('17% done · next: lesson test');
    expect(within(section).getByRole('link', { name: 'Lesson test in Basics of ERP' })).toHaveAttribute('href', '/course/3/12-test');
    expect(within(section).getByRole('link', { name: 'GL analyst at Infinity ERP' })).toHaveAttribute('href', '/jobs');
  });

  it('should show nothing and ask nothing for staff', async () => {
    signInAs('Admin');
    const fetchMock = fakeApi(() => ok(next));
    renderWithProviders(<LearnerNextSteps />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'What to do next' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
