import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import { FullPageLoader } from './full-page-loader.tsx';

describe('FullPageLoader', () => {
  it('should draw the shape of a page while loading and announce what loads', () => {
    renderWithProviders(<FullPageLoader label="Loading your courses" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading your courses');
    expect(screen.getByTestId('page-skeleton').querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThanOrEqual(4);
  });

  it('should turn into an error with a retry button', async () => {
    const retry = vi.fn();
    renderWithProviders(<FullPageLoader error="The server could not be reached" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
