import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analyze-resume.ts';

describe('the jobs a prose CV states', () => {
  it("takes the builders a subcontractor works for as clients, and the employer the CV names ('I have worked for')", () => {
    const resume = analyzeResume(
      'Kieran Walsh\nkieran.walsh@gmail.com\nI am a groundworker with eight years on site, most of it on new-build housing estates for Persimmon and Bellway through subcontractors. Since Apr 2021 I have worked for M&J Drainage Ltd in Horley, where I lay foul and storm drainage.',
    );
    expect(resume.jobs.map((job) => job.employer)).toEqual(['M&J Drainage Ltd']);
  });
});
