import { describe, expect, it } from 'vitest';
import { compileTemplate, render } from './campaign-template.ts';

describe('campaign template', () => {
  it('should make a text part of the words only: no Outlook settings from the head, no comments, links kept', async () => {
    const t = await compileTemplate('<mjml><mj-body><mj-section><mj-column><mj-text>Hello {{name}}, the <a href="https://academy.example/fico">SAP FICO cohort</a> starts soon.</mj-text></mj-column></mj-section></mj-body></mjml>');
    const { text } = render(t, { name: 'Priya', unsubscribeUrl: 'https://academy.example/u/1', openUrl: 'https://academy.example/o/1' });
    expect(text.startsWith('Hello Priya, the SAP FICO cohort (https://academy.example/fico) starts soon.')).toBe(true);
    expect(text).not.toMatch(/\b96\b|mso|PixelsPerInch|\[if/);
    expect(text).toContain('Unsubscribe (https://academy.example/u/1)');
  });
});
