import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { pageLoaderFor, preloadFirstScreen } from './preload.ts';
import { useAuthStore } from '../lib/auth-store.ts';

const page = () => Promise.resolve(() => null);

describe('pageLoaderFor', () => {
  it('should find the page of an address by its route pattern, under the base and in any case', () => {
    const course = vi.fn(page);
    const pages = { '/home': page, '/course/:id/:contentUrl': course };
    expect(pageLoaderFor('/app/course/3/lesson-1', pages)).toBe(course);
    expect(pageLoaderFor('/app/Course/3/lesson-1', pages)).toBe(course);
    expect(pageLoaderFor('/app/nowhere', pages)).toBeUndefined();
  });
});

describe('preloadFirstScreen', () => {
  it('should start the page chunk, and the signed-in user only when a token is stored', () => {
    const home = vi.fn(page);
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    useAuthStore.setState({ token: null });
    preloadFirstScreen(client, { '/home': home }, '/app/home');
    expect(home).toHaveBeenCalledOnce();
    expect(prefetch).not.toHaveBeenCalled();
    useAuthStore.setState({ token: 'stored-token' });
    preloadFirstScreen(client, { '/home': home }, '/app/home');
    expect(prefetch).toHaveBeenCalledOnce();
    expect(prefetch.mock.calls[0]![0].queryKey).toEqual(['auth', 'me', 'stored-token']);
  });
});
