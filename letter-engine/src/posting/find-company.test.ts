import { describe, expect, it } from 'vitest';
import { analyzePosting } from './analyze-posting.ts';
import { cleanCompany } from './find-company.ts';

describe('a careers page’s title', () => {
  // Two careers sites: an insurer's ('Kestrel Home Insurance careers | Log in | Job alerts') and Tesco's ('Tesco Careers').
  it.each([
    ['Kestrel Home Insurance careers', 'Kestrel Home Insurance'],
    ['Tesco Careers', 'Tesco'],
  ])('names the employer without the page word: %j', (title, employer) => {
    expect(cleanCompany(title)).toBe(employer);
  });

  it('is not the fuller name of the employer its sentences name', () => {
    const posting = analyzePosting(
      [
        'Careers  ›  Open roles  ›  People team',
        'Kestrel Home Insurance careers | Log in | Job alerts',
        '',
        'HR Advisor',
        'Bristol (hybrid) · Full-time · Permanent',
        '',
        'At Kestrel Home Insurance, we look after 600,000 policyholders from our offices in Bristol and Cardiff.',
      ].join('\n'),
    );
    expect(posting.company).toBe('Kestrel Home Insurance');
    expect(posting.position).toBe('HR Advisor');
  });

  it('keeps a one-word name, which no page word follows', () => {
    expect(cleanCompany('Careers')).toBeNull();
  });
});
