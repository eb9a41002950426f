import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { z } from 'zod';
import type { userCourseSchema } from '@app/contracts/courses';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders, signInAs } from '../../../test/render.tsx';
import { DashboardHeading } from './dashboard-heading.tsx';

type UserCourse = z.input<typeof userCourseSchema>;
const course = (status: UserCourse['status']): UserCourse => ({
  CourseID: 1, Title: 'Basics of ERP', courseURL: 'basics-of-erp', Image: null, status, Progress: status === 'incomplete' ? 0 : 40,
  NextUrl: null, CertificateID: null, AdmittedOn: '2026-03-01T10:00:00.000Z',
});

function fakeApi(items: UserCourse[]) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 200, message: 'Success', data: items }), { status: 200 })));
}

beforeAll(async () => {
  await i18n.loadNamespaces(['courses']);
});
beforeEach(() => signInAs('Trainee'));
afterEach(() => vi.unstubAllGlobals());

describe('DashboardHeading', () => {
  it('should greet a learner who has started nothing yet with a first step, not "welcome back"', async () => {
    fakeApi([course('incomplete')]);
    renderWithProviders(<DashboardHeading />);
    expect(await screen.findByText('Welcome, Trainee. Your first step: open a course below, or browse the catalogue.')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('should welcome back a learner with a course under way', async () => {
    fakeApi([course('in-progress')]);
    renderWithProviders(<DashboardHeading />);
    expect(await screen.findByText('Welcome back, Trainee. Pick up where you left off.')).toBeInTheDocument();
  });
});
