import type { ReadingOverrides } from '../writer/reading-overrides.ts';
import { fitNotice } from '../requirements/cv-fit.ts';
import { read } from '../writer/reading.ts';

/** What a letter needs and could not be found in the CV or the posting. */
export const ESSENTIALS = ['name', 'experience', 'company', 'position', 'requirements'] as const;
export type Essential = (typeof ESSENTIALS)[number];

/** What was not found and how to fix it, in French, for the generator to show before or with the letter. */
export type MissingEssential = { code: Essential; message: string };

const NOTICES: Record<Exclude<Essential, 'requirements'>, string> = {
  name: 'Votre nom n’a pas été trouvé dans le CV : la lettre ne pourra pas être signée. Indiquez votre prénom et votre nom sur la première ligne du CV.',
  experience:
    'Aucune expérience n’a été reconnue dans votre CV : la lettre ne pourra pas s’appuyer sur votre parcours. Ajoutez une rubrique « Expérience » avec, pour chaque poste, les dates, l’intitulé et l’employeur (par exemple « 2021 – 2024 : Serveur, Café de la Gare, Lyon »).',
  company:
    'Le nom de l’entreprise n’a pas été trouvé dans l’offre : la lettre s’adressera à « votre entreprise ». Ajoutez en haut de l’offre une ligne « Entreprise : … ».',
  position: 'L’intitulé du poste n’a pas été trouvé dans l’offre. Ajoutez en haut de l’offre une ligne « Poste : … ».',
};

/**
 * Lists the essentials that the CV (name, experience) and the posting (company, position) do not give,
 * and says when the CV answers almost none of what the posting asks (requirements/cv-fit.ts). Both
 * texts are read once (writer/reading.ts); what the user corrected is found.
 */
export function findMissingEssentials(posting: string, resume: string, overrides: ReadingOverrides = {}, today: Date = new Date()): MissingEssential[] {
  const reading = read(resume, posting, today, overrides);
  const found: Record<Exclude<Essential, 'requirements'>, boolean> = {
    name: reading.resume.name !== null,
    experience: reading.resume.jobs.length > 0,
    company: reading.posting.company !== null,
    position: reading.posting.position !== null,
  };
  const missing = ESSENTIALS.flatMap((code): MissingEssential[] => (code !== 'requirements' && !found[code] ? [{ code, message: NOTICES[code] }] : []));
  const fit = fitNotice(reading);
  return fit === null ? missing : [...missing, { code: 'requirements', message: fit }];
}
