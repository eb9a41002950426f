import { describe, expect, it } from 'vitest';
import { loginPathFor } from './return-to.ts';

describe('loginPathFor', () => {
  it('should bring the user back to the page they were on', () => {
    expect(loginPathFor('/admindashboard')).toBe('/login?returnTo=%2Fadmindashboard');
    expect(loginPathFor('/')).toBe('/login');
  });

  it('should keep the way back when a second 401 of the same sign-out comes while the login page shows', () => {
    expect(loginPathFor('/login?returnTo=%2Fadmindashboard')).toBe('/login?returnTo=%2Fadmindashboard');
    expect(loginPathFor('/login')).toBe('/login');
    expect(loginPathFor('/register?returnTo=%2Fhome')).toBe('/login');
  });
});
