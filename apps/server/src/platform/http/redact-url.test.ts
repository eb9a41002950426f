import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('should hide the credential of mailed links and SSO hand-overs in the access log', () => {
    expect(redactUrl('/app/accept-invite/abcDEF123_-xyz')).toBe('/app/accept-invite/[redacted]');
    expect(redactUrl('/app/verify-email/abc?lang=de')).toBe('/app/verify-email/[redacted]?lang=de');
    expect(redactUrl('/app/reset-password?token=secret&x=1')).toBe('/app/reset-password?token=[redacted]&x=1');
    expect(redactUrl(`/app/${'aB3_-'.repeat(8)}aB3`)).toBe('/app/[redacted]');
  });

  it('should leave every other address as it is', () => {
    for (const url of ['/api/courses?term=sap', '/app/home', '/app/Test-Series', '/app/assets/index-abc.js', '/app/fresherlearningprogram']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
