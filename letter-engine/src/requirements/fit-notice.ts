import type { Reading } from '../writer/reading.ts';
import { answersAlmostNone } from './cv-fit.ts';

/**
 * Said before generating when the CV answers almost none of what the posting asks (rules/cv-fit.ts):
 * the letter will not show the candidate has what the post asks, since Lettra invents nothing. Only
 * for a CV with some experience: without any, the 'experience' notice says it already.
 */
export function fitNotice(reading: Reading): string | null {
  const fit = reading.resume.jobs.length === 0 ? null : answersAlmostNone(reading);
  if (fit === null) return null;
  const { answered, asked } = fit;
  return `Votre CV ne répond à presque aucune des exigences de l’offre (${answered} sur ${asked}) : la lettre ne pourra pas montrer que vous avez ce que le poste demande, et Lettra n’invente rien. Vérifiez que le CV et l’offre sont les bons, ou ajoutez à votre CV les expériences, diplômes et outils qui répondent à l’offre.`;
}
