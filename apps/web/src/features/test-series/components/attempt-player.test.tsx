import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Attempt } from '@app/contracts/assessments';
import { renderWithProviders, signInAs } from '../../../test/render.tsx';
import { storageKey } from '../lib/answer-queue.ts';
import { useTestSession } from '../lib/test-session-store.ts';
import { AttemptPlayer } from './attempt-player.tsx';

const OFFLINE = 'You are offline — your answers are kept on this device and will be sent when the connection returns';

function attemptOf(over: Partial<Attempt> = {}): Attempt {
  const now = new Date().toISOString();
  return {
    ID: 41, TestID: 5, TestTitle: 'FICO basics', AttemptNo: 1, AttemptsAllowed: 2, Status: 'open', Submitted: false, Completed: false,
    StartedOn: now, Deadline: now, ServerTime: now, DurationSeconds: 600, RemainingSeconds: 590, Remaining: '09:50',
    ActiveQuestion: 0, TotalQuestions: 2, AnsweredCount: 0, FlaggedCount: 0, LastSeq: 3, Context: null,
    Questions: [
      { Position: 0, QuestionID: 101, Type: 'single', Text: '<p>Vendor invoice type?</p>', ImageUrl: null, Options: [{ ID: 'a', Text: 'KR' }, { ID: 'b', Text: 'DR' }], Marks: 1, NegativeMarks: 0, Answer: null, Seq: 0, Flagged: false },
      { Position: 1, QuestionID: 102, Type: 'truefalse', Text: '<p>FI equals CO.</p>', ImageUrl: null, Options: [{ ID: 'true', Text: 'True' }, { ID: 'false', Text: 'False' }], Marks: 1, NegativeMarks: 0, Answer: null, Seq: 0, Flagged: false },
    ],
    ...over,
  };
}

const ok = (data: unknown) => new Response(JSON.stringify({ status: 200, message: 'Success', data }), { status: 200 });

/** A fake API: answer saves are acknowledged (or fail while `down`), everything else answers null. */
function fakeApi() {
  const state = { down: false, saves: [] as { questionId: number; body: { Answer: unknown; Seq: number } }[] };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (state.down) throw new TypeError('Failed to fetch');
    const m = /\/attempts\/\d+\/answers\/(\d+)$/.exec(url);
    if (m && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { Answer: unknown; Seq: number };
      state.saves.push({ questionId: Number(m[1]), body });
      return ok({ QuestionID: Number(m[1]), Applied: true, Seq: body.Seq, Answer: body.Answer, SavedOn: new Date().toISOString(), RemainingSeconds: 500 });
    }
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return state;
}

function renderPlayer(attempt = attemptOf()) {
  return renderWithProviders(
    <Suspense fallback={null}>
      <AttemptPlayer attempt={attempt} onFinished={() => undefined} />
    </Suspense>,
  );
}

beforeEach(() => {
  localStorage.clear();
  signInAs('Trainee');
  useTestSession.getState().clearTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AttemptPlayer', () => {
  it('keeps an answer given offline on the device, says so, and sends it when the connection returns', async () => {
    const api = fakeApi();
    renderPlayer();
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('timer')[0]).toHaveTextContent(/^09:(50|49)$/);

    api.down = true;
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'KR' }));
    await waitFor(() => expect(screen.getAllByText('1 answer waiting')[0]).toBeInTheDocument());
    const stored = JSON.parse(localStorage.getItem(storageKey(41)) ?? '{}') as { pending: Record<string, { seq: number; answer: unknown }> };
    // Numbering continues above the server's LastSeq (3).
    expect(stored.pending['101']).toMatchObject({ seq: 4, answer: { OptionIDs: ['a'] } });
    expect(api.saves).toEqual([]);

    api.down = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(api.saves).toEqual([{ questionId: 101, body: { Answer: { OptionIDs: ['a'] }, Seq: 4 } }]));
    await waitFor(() => expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument());
    expect(screen.getAllByText('All answers saved')[0]).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storageKey(41)) ?? '{}').pending).toEqual({});
    // The timer follows the server's remaining seconds from the acknowledgement.
    await waitFor(() => expect(screen.getAllByRole('timer')[0]).toHaveTextContent(/^08:(20|19)$/));
  });

  it('resumes with a newer local answer over the server one and lists unanswered questions before submitting', async () => {
    const api = fakeApi();
    localStorage.setItem(storageKey(41), JSON.stringify({
      attemptId: 41, lastSeq: 7, flags: {}, active: 1,
      pending: { 102: { questionId: 102, answer: { OptionIDs: ['false'] }, seq: 7, changedAt: 1 } },
    }));
    renderPlayer(attemptOf({ LastSeq: 5 }));
    // The last question shown on this device, with the unsent answer, which goes out at once.
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'False' })).toBeChecked();
    await waitFor(() => expect(api.saves).toEqual([{ questionId: 102, body: { Answer: { OptionIDs: ['false'] }, Seq: 7 } }]));

    const nav = screen.getByRole('navigation', { name: 'Questions' });
    expect(within(nav).getByRole('button', { name: 'Question 2: answered, current question' })).toHaveAttribute('aria-current', 'step');
    expect(within(nav).getByRole('button', { name: 'Question 1: not answered' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the test?' });
    expect(within(within(dialog).getByRole('list', { name: 'Unanswered questions' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Question 1']);
  });
});
