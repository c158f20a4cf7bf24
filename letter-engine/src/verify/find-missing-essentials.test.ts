import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { findMissingEssentials } from './find-missing-essentials.ts';

describe('findMissingEssentials', () => {
  it('finds nothing missing in a headed CV and a posting that names company and position', () => {
    expect(findMissingEssentials(readPosting('fr-developpeur-full-stack'), readResume('fr-camille-martin'))).toEqual([]);
  });

  it.each(['fr-david-ferreira-prose', 'fr-lea-moreau-prose', 'en-tom-baker-prose', 'fr-jean-dupont-thin'])('reads the name and the experience of a CV written as prose or in a few lines (%s)', (resume) => {
    expect(findMissingEssentials(readPosting('fr-developpeur-full-stack'), readResume(resume))).toEqual([]);
  });

  it('says what the CV lacks, and how to fix it', () => {
    const notices = findMissingEssentials(readPosting('fr-developpeur-full-stack'), 'Motivée et curieuse, je cherche un poste où apprendre chaque jour.');
    expect(notices.map((notice) => notice.code)).toEqual(['name', 'experience']);
    expect(notices[0]?.message).toBe(
      'Votre nom n’a pas été trouvé dans le CV : la lettre ne pourra pas être signée. Indiquez votre prénom et votre nom sur la première ligne du CV.',
    );
    expect(notices[1]?.message).toMatch(/Ajoutez une rubrique « Expérience »/);
  });

  it('says what the posting lacks', () => {
    const notices = findMissingEssentials('Nous cherchons une personne motivée pour rejoindre notre équipe.', readResume('fr-camille-martin'));
    expect(notices.map((notice) => notice.code)).toEqual(['company', 'position']);
    expect(notices[0]?.message).toMatch(/Ajoutez en haut de l’offre une ligne « Entreprise : … »\.$/);
  });
});
