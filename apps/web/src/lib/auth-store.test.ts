import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from './auth-store.ts';

const session = {
  token: 'tok-1',
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  user: { id: 7, name: 'Asha Verma', firstName: 'Asha', lastName: 'Verma', role: 'Trainee' as const, email: 'a@example.com', country: '+91', mobileNumber: '9876543210', thumb: '', EmailVerified: true },
};

describe('auth store signOut', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.getState().signIn(session);
    localStorage.setItem('erp.attempt.12', '{"answers":{}}');
    localStorage.setItem('erp.prefs', '{"language":"de"}');
  });

  it('should remove the token, mobile number and unsent test answers when the user logs out', () => {
    useAuthStore.getState().signOut('logout');
    expect(localStorage.getItem('erp.token')).toBeNull();
    expect(localStorage.getItem('erp.mobileNumber')).toBeNull();
    expect(localStorage.getItem('erp.attempt.12')).toBeNull();
    expect(localStorage.getItem('erp.prefs')).not.toBeNull();
  });

  it('should keep unsent test answers when the session merely expired', () => {
    useAuthStore.getState().signOut('expired');
    expect(localStorage.getItem('erp.token')).toBeNull();
    expect(localStorage.getItem('erp.attempt.12')).not.toBeNull();
  });
});
