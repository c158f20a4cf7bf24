import { yearsIn } from '../resume/resume-dates.ts';
import { extractResumeFacts } from '../resume/resume-facts.ts';
import type { ResumeProfile } from '../resume/resume-profile.ts';
import { detectTextLanguage } from '../text/detect-language.ts';

// Bridge to the old CV reader while analyzeResume lands.
export function readResume(text: string): ResumeProfile {
  const facts = extractResumeFacts(text);
  const role = facts.experiences[0]?.role ?? facts.headline ?? '';
  const feminine = /(?:euse|rice|ière|ienne|ée|ante|iste)\b/i.test(role.split(/\s/)[0] ?? '');
  return {
    language: detectTextLanguage(text),
    name: facts.name,
    gender: facts.name === null ? null : feminine ? 'feminine' : /(?:eur|ier|ien|é|ant)\b/i.test(role.split(/\s/)[0] ?? '') ? 'masculine' : null,
    email: facts.email,
    phone: facts.phone,
    address: facts.address,
    city: facts.city,
    headline: facts.headline,
    jobs: facts.experiences.map((job) => {
      const years = yearsIn(job.period ?? '');
      return {
        title: job.role,
        employer: job.employer,
        place: null,
        period: job.period,
        startYear: years[0] ?? null,
        endYear: job.current ? null : (years[1] ?? null),
        current: job.current,
        achievements: job.highlights,
      };
    }),
    education: facts.education,
    certificates: [],
    languages: facts.languages.map((label) => {
      const [language = label, ...level] = label.split(' ');
      return { language, code: null, level: level.length > 0 ? level.join(' ') : null };
    }),
    licences: [],
    skills: facts.skills,
    softSkills: facts.softSkills,
    yearsOfExperience: facts.yearsOfExperience,
  };
}
