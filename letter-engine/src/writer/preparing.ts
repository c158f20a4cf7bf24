import { trimEdges } from '../text/trim-edges.ts';

// How CVs say a qualification is under way, in either language, and where its name stands:
// after the words ('Studying for AAT Level 3', 'En cours : CAP Poissonnier écailler', 'working towards my CIPP'),
// or before them ('AAT Level 3 Diploma in Accounting – in progress (exams 2027)', 'Titre pro ECSR en cours',
// 'AWS Solutions Architect Associate en préparation').
const NAME_AFTER = /\b(?:studying for|working towards|preparing|en cours\s?:|je prépare)\s+(?:my |mon |ma |le |la |l['’])?([^.;:()|]{2,80})/iu;
const NAME_BEFORE = /^([^.;:()|]{2,80}?)\s(?:[–—-]\s)?(?:in progress|en cours|en préparation)\b/iu;
const MAX_NAME_WORDS = 8;
// A qualification's name holds an acronym ('AAT', 'CAP', 'ECSR') or says what it is; 'Demande d'autorisation de
// remplacement en cours' is a procedure under way, not a qualification.
const ACRONYM = /\b\p{Lu}{2,}\b/u;
const QUALIFICATION_WORD = /\b(?:diploma|dipl[ôo]me|degree|certificat(?:e|ion)?|licen[cs]e|master|bachelor|titre|level|niveau|module|permis)\b/iu;

/**
 * The qualifications a CV says are under way, named as it names them ('AAT Level 3 Diploma in Accounting',
 * 'CAP Poissonnier écailler'): a letter may say the candidate is working towards one, never that it is held.
 */
export function qualificationsUnderWay(resumeText: string): string[] {
  const found: string[] = [];
  for (const raw of resumeText.split('\n')) {
    for (const part of raw.split(/\s[|·]\s|\.\s/u)) {
      const line = part.trim().replace(/^(?:certifications?|formation|training|qualifications?)\s?:\s*/iu, '');
      const name = (NAME_AFTER.exec(line)?.[1] ?? NAME_BEFORE.exec(line)?.[1] ?? '').trim();
      const clean = trimEdges(name.replace(/^(?:19|20)\d{2}\s?[–—-]\s?/u, ''), '', '–—-,: ');
      if (clean.length > 1 && /^\p{Lu}/u.test(clean) && (ACRONYM.test(clean) || QUALIFICATION_WORD.test(clean)) && clean.split(/\s+/u).length <= MAX_NAME_WORDS && !found.includes(clean)) found.push(clean);
    }
  }
  return found;
}
