import { foldText } from '../text/fold.ts';

// What a CV may write on a dated line like a job but is time away from work: leave, a career break,
// caring for someone, looking for work, travelling. Folded, at the start of the line's title.
const GAP = new RegExp(
  String.raw`^(?:` +
    [
      // French
      String.raw`conges?(?: \p{L}+)?`,
      String.raw`annee sabbatique|pause (?:professionnelle|parentale|familiale|de carriere|carriere)|interruption (?:de carriere|professionnelle|volontaire)`,
      String.raw`disponibilite(?: pour| \()|mise en disponibilite|arret (?:maladie|de travail)`,
      String.raw`recherche d['’ ]?emploi|demandeu(?:r|se) d['’ ]?emploi|sans emploi|chomage|inactivite|periode d['’ ]?inactivite`,
      String.raw`parent au foyer|mere au foyer|pere au foyer|aidante? famili\p{L}*|aupres de mon|aupres de ma|education de mes|s['’ ]?occuper de`,
      String.raw`voyages?(?= *$| (?:en|au|aux|a|autour|d['’ ]?etudes?)(?![\p{L}]))|tour du monde|annee de cesure|cesure`,
      // English
      String.raw`career (?:break|gap|pause)|employment gap|gap year|sabbatical|time out|break from work|family break`,
      String.raw`(?:parental|maternity|paternity|adoption|shared parental|sick|medical|compassionate|personal) leave`,
      String.raw`caring for|carer for|full[- ]time (?:carer|parent|mum|mom|mother|dad|father)|stay[- ]at[- ]home|homemaker|looking after|raising (?:my|our)`,
      String.raw`unemployed|unemployment|job ?seek(?:ing|er)|looking for work|between jobs`,
      String.raw`travel(?:l)?ing(?= *$| (?:in|around|through|across|abroad|the world|with)(?![\p{L}]))`,
    ].join('|') +
    String.raw`)(?![\p{L}])`,
  'u',
);

/**
 * True when a dated line's title is time away from work rather than a job held ('Congé parental',
 * 'Career break – caring for my mother', 'Parental leave', 'Sabbatical'): a letter must never
 * present it as a post.
 */
export function isCareerGap(title: string): boolean {
  return GAP.test(foldText(title).trim());
}
