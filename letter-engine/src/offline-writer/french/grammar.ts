import { joinList } from '../../text/join-list.ts';
import type { LetterContext } from '../letter-context.ts';
import { companyWithArticle, workplaceOf } from './company-names.ts';
import { elides, withArticle } from './nouns.ts';

/** 'A, B et C'. */
export function list(items: readonly string[]): string {
  return joinList(items, 'french');
}

/** Items with their articles, for a list inside a sentence: 'React, la gestion de projet et les KPI'. */
export function listWithArticles(items: readonly string[]): string {
  return joinList(items.map(withArticle), 'french');
}

/** 'de' before a word or a name, elided or contracted: 'd'Acme', 'du suivi', 'des soins', 'de la paie', 'de Meditrack'. */
export function de(phrase: string): string {
  if (/^le\s/i.test(phrase)) return `du ${phrase.slice(3)}`;
  if (/^les\s/i.test(phrase)) return `des ${phrase.slice(4)}`;
  return elides(phrase) ? `d'${phrase}` : `de ${phrase}`;
}

/** 'à' before a word, contracted: 'au suivi', 'aux soins', 'à la paie', 'à l'accueil', 'à Meditrack'. */
export function a(phrase: string): string {
  if (/^le\s/i.test(phrase)) return `au ${phrase.slice(3)}`;
  if (/^les\s/i.test(phrase)) return `aux ${phrase.slice(4)}`;
  return `à ${phrase}`;
}

/** 'que' or 'qu'' before the next word. */
export function que(next: string): string {
  return elides(next) ? `qu'${next}` : `que ${next}`;
}

/** 'je' or 'j'' before a verb: 'j'assure', 'je gère'. */
export function je(verb: string): string {
  return elides(verb) ? `j'${verb}` : `je ${verb}`;
}

/** 'en tant que' / 'en tant qu'': 'en tant qu'infirmière'. */
export function asRole(role: string): string {
  return `en tant ${que(role)}`;
}

/** 'Meditrack', 'la Clinique Saint-Yves', or 'votre entreprise' when the posting does not name the company. */
export function company(c: LetterContext): string {
  return c.company === null ? 'votre entreprise' : companyWithArticle(c.company);
}

/** Where one works, for a company of the posting: ' chez Meditrack', ' à la Clinique Saint-Yves'; '' when unnamed. */
export function atCompany(c: LetterContext): string {
  return c.company === null ? '' : ` ${workplaceOf(c.company)}`;
}

/** 'le poste de Développeur Full Stack', 'le poste d'Infirmier', or 'le poste que vous proposez'. */
export function position(c: LetterContext): string {
  return c.position === null ? 'le poste que vous proposez' : `le poste ${de(c.position)}`;
}

/** The masculine or feminine form by the candidate's gender; null when the CV does not show it. */
export function agree(c: LetterContext, masculine: string, feminine: string): string | null {
  if (c.gender === null) return null;
  return c.gender === 'feminine' ? feminine : masculine;
}

/** 'chez Cloudia', 'au CHU de Nantes', 'dans mon poste d'infirmière', 'dans mon poste actuel', or 'au cours de mon parcours'. */
export function atJob(job: { title: string; employer: string | null; current: boolean } | null, showTitle: boolean): string {
  if (job === null) return 'au cours de mon parcours';
  if (job.employer !== null) return workplaceOf(job.employer);
  if (!showTitle) return job.current ? 'dans mon poste actuel' : 'dans mon poste précédent';
  return `dans mon poste ${de(job.title)}`;
}

// French writes small counts in words: 'un an', 'trois ans', never '1 an'.
const NUMBER_WORDS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];

/** A count in words up to ten, in figures beyond: 'un', 'trois', '12'. */
export function count(value: number): string {
  return NUMBER_WORDS[value] ?? String(value);
}

/** 'trois ans', 'un an', '12 ans'. */
export function years(value: number): string {
  return value > 1 ? `${count(value)} ans` : `${count(value)} an`;
}

/** 'de' before a number of years, elided only before 'un' ('d'un an'; 'de huit ans', 'de onze ans'). */
export function deYears(value: number): string {
  return value === 1 ? "d'un an" : `de ${years(value)}`;
}

/** 'de rigueur, d'autonomie et d'esprit d'équipe': 'de' repeated and elided before each item. */
export function deEach(items: readonly string[]): string {
  return list(items.map(de));
}


/** Raises the first letter of a sentence. */
export function cap(text: string): string {
  return text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);
}

/** 'des tests automatisés et de la CI/CD': each item with its article and its own 'de'. */
export function deList(items: readonly string[]): string {
  return list(items.map((item) => de(withArticle(item))));
}

/** 'à la gestion des stocks et aux KPI': each item with its article and its own 'à'. */
export function aList(items: readonly string[]): string {
  return list(items.map((item) => a(withArticle(item))));
}
