import { foldText } from '../text/fold.ts';
import { trimEdges } from '../text/trim-edges.ts';
import { datedSentences } from '../resume/resume-text.ts';

/**
 * The duties a thin CV writes on its job's own line, after a colon or in closing brackets:
 * 'Électricien chez Armor Électricité (Lamballe) depuis 2021 : installations neuves en logements,
 * tableaux électriques, rénovation', 'Hôtesse de caisse saisonnière, Carrefour Market de Béthune
 * (encaissement, fond de caisse, caisses automatiques, mise en rayon)', '2021–2023: parcel sorter,
 * nights, DPD Carlisle hub (scanning, loading cages)'. Only what follows the employer's name, and only
 * a list (two items or more): a single word in brackets is a town.
 */
export function jobLineDuties(resumeText: string, employer: string): string | null {
  const name = foldText(employer);
  // A line of several dated jobs ('2019–now: Scaffolder, Scaff-Tek North Ltd, Wakefield. 2017–2019: labourer…') holds each
  // job's in its own sentence: the next job is no duty of this one.
  for (const line of resumeText.split('\n').flatMap(datedSentences)) {
    const folded = foldText(line);
    const at = folded.indexOf(name);
    if (name.length < 3 || at < 0) continue;
    const after = line.slice(at + employer.length);
    const colon = after.indexOf(': ');
    const told = colon >= 0 ? after.slice(colon + 2) : closingBrackets(after);
    if (told === null) return null;
    const duties = trimEdges(told.trim(), '', '.;');
    return duties.includes(', ') ? duties : null;
  }
  return null;
}

function closingBrackets(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed.endsWith(')')) return null;
  const open = trimmed.lastIndexOf('(');
  return open < 0 ? null : trimmed.slice(open + 1, -1);
}
