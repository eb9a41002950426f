import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import type { EditorStep } from '../lib/steps.ts';
import { StepsEditor } from './steps-editor.tsx';

const step = (LessonID: number, Type: EditorStep['Type'], ItemName: string, over: Partial<EditorStep> = {}): EditorStep => ({
  key: `${LessonID}-${Type}`, CourseID: 3, LessonID, Type, ItemID: LessonID * 10, CourseName: 'Basics of ERP', LessonTitle: `Lesson ${LessonID}`, ItemName, Missing: false, ...over,
});
const steps = [step(1, 'material', 'What ERP is'), step(1, 'test', 'Check 1'), step(2, 'assignment', 'Map a process')];

function renderEditor(onChange = vi.fn(), props: Partial<Parameters<typeof StepsEditor>[0]> = {}) {
  renderWithProviders(
    <Suspense fallback={null}>
      <StepsEditor glpId={8} steps={steps} onChange={onChange} canSeeStatuses {...props} />
    </Suspense>,
  );
  return onChange;
}

describe('StepsEditor', () => {
  it('should hand over the new order when a step is moved with its down and up buttons', async () => {
    const onChange = renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Move step 1 down: What ERP is' }, { timeout: 5000 }));
    expect((onChange.mock.calls[0]![0] as EditorStep[]).map((s) => s.ItemName)).toEqual(['Check 1', 'What ERP is', 'Map a process']);
    await userEvent.click(screen.getByRole('button', { name: 'Move step 3 up: Map a process' }));
    expect((onChange.mock.calls[1]![0] as EditorStep[]).map((s) => s.ItemName)).toEqual(['What ERP is', 'Map a process', 'Check 1']);
    expect(screen.getByRole('button', { name: 'Move step 1 up: What ERP is' })).toBeDisabled();
  });

  it('should remove a step and link each step to its learners statuses', async () => {
    const onChange = renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove step 2: Check 1' }));
    expect((onChange.mock.calls[0]![0] as EditorStep[]).map((s) => s.key)).toEqual(['1-material', '2-assignment']);
    expect(screen.getByRole('link', { name: "Learners' statuses on step 3: Map a process" })).toHaveAttribute('href', '/GLPStuDetailsList/3/assignment/20?glp=8');
  });

  it('should mark a missing step and offer no status link for it', async () => {
    renderEditor(vi.fn(), { steps: [step(4, 'test', '', { Missing: true })] });
    const list = await screen.findByRole('list', { name: 'Steps of the path' });
    expect(within(list).getByText('Item no longer in the course')).toBeInTheDocument();
    expect(within(list).queryByRole('link')).toBeNull();
  });

  it('should disable every move while a change is being saved', async () => {
    renderEditor(vi.fn(), { disabled: true });
    expect(await screen.findByRole('button', { name: 'Move step 1 down: What ERP is' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove step 1: What ERP is' })).toBeDisabled();
  });
});
