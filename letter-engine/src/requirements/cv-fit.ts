import { ALMOST_NONE } from '../rules/cv-fit.ts';
import { STOPWORDS_EN } from '../ats/stopwords-en.ts';
import { STOPWORDS_FR } from '../ats/stopwords-fr.ts';
import { contentTokens } from '../ats/term-matcher.ts';
import type { Reading } from '../writer/reading.ts';
import { evidenceFor } from './must-have-evidence.ts';

const stemsOf = (text: string): Set<string> =>
  new Set(contentTokens(text).filter((token) => token.stem.length >= 3 && !STOPWORDS_FR.has(token.folded) && !STOPWORDS_EN.has(token.folded)).map((token) => token.stem));

// Rule 'a candidate whose title is the post's is of the trade': a bartender's CV for a bartender's post
// (a pub's posting whose asks are kegs, tills and quiz nights), a barber's for a barber's. Their
// lines may answer few of the posting's words; the trade is the answer.
function ofTheTrade(reading: Reading): boolean {
  const { position } = reading.posting;
  if (position === null) return false;
  const wanted = stemsOf(position);
  return [...reading.resume.jobs.map((job) => job.title), reading.resume.headline ?? ''].some((title) => [...stemsOf(title)].some((stem) => wanted.has(stem)));
}

// How many of the posting's checkable asks (must-haves and missions) the CV answers, and of how many.
function cvFit(reading: Reading): { answered: number; asked: number } {
  const asks = evidenceFor(reading, [...reading.posting.required, ...reading.posting.missions]).filter((ask) => ask.checkable);
  return { answered: asks.filter((ask) => ask.evidence.length > 0).length, asked: asks.length };
}

/**
 * Said before generating when the CV answers almost none of what the posting asks (rules/cv-fit.ts) and is
 * not of the post's trade: the letter will not show the candidate has what the post asks, since Lettra
 * invents nothing. Only for a CV with some experience: without any, the 'experience' notice says it already.
 */
export function fitNotice(reading: Reading): string | null {
  if (reading.resume.jobs.length === 0) return null;
  const { answered, asked } = cvFit(reading);
  const almostNone = asked >= ALMOST_NONE.minAsks && answered <= ALMOST_NONE.atMost && answered < asked * ALMOST_NONE.shareBelow;
  if (!almostNone || ofTheTrade(reading)) return null;
  return `Votre CV ne répond à presque aucune des exigences de l’offre (${answered} sur ${asked}) : la lettre ne pourra pas montrer que vous avez ce que le poste demande, et Lettra n’invente rien. Vérifiez que le CV et l’offre sont les bons, ou ajoutez à votre CV les expériences, diplômes et outils qui répondent à l’offre.`;
}
