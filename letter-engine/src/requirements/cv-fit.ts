import { ALMOST_NONE } from '../rules/cv-fit.ts';
import { STOPWORDS_EN } from '../ats/stopwords-en.ts';
import { STOPWORDS_FR } from '../ats/stopwords-fr.ts';
import { contentTokens } from '../ats/term-matcher.ts';
import type { Reading } from '../writer/reading.ts';
import { evidenceFor } from './must-have-evidence.ts';

/** How many of the posting's checkable asks (must-haves and missions) the CV answers, and of how many. */
export type CvFit = { answered: number; asked: number };

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

function cvFit(reading: Reading): CvFit {
  const asks = evidenceFor(reading, [...reading.posting.required, ...reading.posting.missions]).filter((ask) => ask.checkable);
  return { answered: asks.filter((ask) => ask.evidence.length > 0).length, asked: asks.length };
}

/** How much the CV answers when that is almost none of what the posting asks (rules/cv-fit.ts) and the CV is not of the post's trade; else null. */
export function answersAlmostNone(reading: Reading): CvFit | null {
  const fit = cvFit(reading);
  const { answered, asked } = fit;
  const almostNone = asked >= ALMOST_NONE.minAsks && answered <= ALMOST_NONE.atMost && answered < asked * ALMOST_NONE.shareBelow;
  return almostNone && !ofTheTrade(reading) ? fit : null;
}
