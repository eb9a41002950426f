import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signInAs } from '../../../test/render.tsx';
import type { SubmissionDetail } from '../api/get-assignment-view.ts';
import { DecisionPanel } from './decision-panel.tsx';

// The machine running the suite is shared: give slow renders room before a query gives up.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no FontFaceSet; Mantine's autosize textarea listens on document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

function detailOf(over: Partial<SubmissionDetail> = {}): SubmissionDetail {
  return {
    SubmissionID: 31, User_ID: 5, UserName: 'Rahul Sharma', Email: 'r@example.com', CourseID: 2, CourseName: 'Basics of ERP', LessonID: 9,
    AssignmentID: 4, AssignmentName: 'Map order-to-cash', AssignmentDescription: '<p>Describe it</p>', MaxScore: 10, ReattemptsAllowed: 2,
    AttemptNo: 1, CreatedOn: new Date().toISOString(), Text: 'My answer', Files: [], Status: 'submitted', Score: null, Feedback: null,
    DecidedOn: null, DecidedByName: null, History: [], ...over,
  };
}

const envelope = (status: number, body: Record<string, unknown>) => new Response(JSON.stringify({ status, ...body }), { status });

/** A fake API that records decision calls and answers them with `answer`. */
function fakeApi(answer: (url: string, body: unknown) => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    return answer(url, body);
  }));
  return calls;
}

function renderPanel(detail = detailOf()) {
  const onDone = vi.fn();
  renderWithProviders(
    <Suspense fallback={null}>
      <DecisionPanel detail={detail} onDone={onDone} />
    </Suspense>,
  );
  return onDone;
}

beforeEach(() => signInAs('Mentor'));
afterEach(() => vi.unstubAllGlobals());

describe('DecisionPanel', { timeout: 30_000 }, () => {
  it('should refuse a score above the maximum and send nothing when accepting', async () => {
    const calls = fakeApi(() => envelope(200, { message: 'Success', data: detailOf({ Status: 'accepted' }) }));
    renderPanel();
    const score = await screen.findByRole('textbox', { name: /Score \(0 to 10\)/ });
    await userEvent.type(score, '11');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Enter a score from 0 to 10')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('should ask for confirmation, then send the score and feedback when the mentor confirms', async () => {
    const calls = fakeApi(() => envelope(200, { message: 'Success', data: detailOf({ Status: 'accepted', Score: 8 }) }));
    const onDone = renderPanel();
    await userEvent.type(await screen.findByRole('textbox', { name: /Score/ }), '8');
    await userEvent.type(screen.getByRole('textbox', { name: /Feedback/ }), 'Clear flow');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this submission?' });
    expect(dialog).toHaveTextContent("Accept Rahul Sharma's submission with a score of 8 / 10?");
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('decided'));
    expect(calls[0]).toEqual({ url: '/api/usersProgress/submissions/31/accept', body: { Score: 8, Feedback: 'Clear flow' } });
  });

  it('should require feedback and show the reattempts left when returning', async () => {
    const calls = fakeApi(() => envelope(200, { message: 'Success', data: detailOf({ Status: 'returned' }) }));
    const onDone = renderPanel(detailOf({ AttemptNo: 2 }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Return for reattempt' }));
    expect(screen.getByText('After this return the learner may resubmit 1 more time.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return for reattempt' }));
    expect(await screen.findByText('Tell the learner what to change')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Feedback/ }), 'Add the goods issue');
    await userEvent.click(screen.getByRole('button', { name: 'Return for reattempt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return for reattempt?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return for reattempt' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('decided'));
    expect(calls[0]).toEqual({ url: '/api/usersProgress/submissions/31/return', body: { Feedback: 'Add the goods issue' } });
  });

  it('should warn that no reattempts are left when the last allowed attempt is returned', async () => {
    fakeApi(() => envelope(200, { message: 'Success', data: null }));
    renderPanel(detailOf({ AttemptNo: 3, ReattemptsAllowed: 2 }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Return for reattempt' }));
    expect(screen.getByText(/This is the learner's last attempt/)).toBeInTheDocument();
  });

  it('should report a conflict and close the dialog when another checker decided first', async () => {
    fakeApi(() => envelope(409, { message: 'This submission has already been decided', code: 'CONFLICT' }));
    const onDone = renderPanel();
    await userEvent.type(await screen.findByRole('textbox', { name: /Score/ }), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this submission?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('conflict'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
