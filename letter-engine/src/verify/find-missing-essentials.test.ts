import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { findMissingEssentials } from './find-missing-essentials.ts';

describe('findMissingEssentials', () => {
  it('finds nothing missing in a headed CV and a posting that names company and position', () => {
    expect(findMissingEssentials(readPosting('fr-developpeur-full-stack'), readResume('fr-camille-martin'))).toEqual([]);
  });

  // A nurse's or a builder's CV answers almost nothing of a developer's posting: only that is said.
  it.each(['fr-david-ferreira-prose', 'fr-lea-moreau-prose', 'en-tom-baker-prose', 'fr-jean-dupont-thin'])('reads the name and the experience of a CV written as prose or in a few lines (%s)', (resume) => {
    expect(findMissingEssentials(readPosting('fr-developpeur-full-stack'), readResume(resume)).map((notice) => notice.code)).toEqual(['requirements']);
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

  describe('a CV that answers almost none of what the posting asks', () => {
    const codes = (posting: string, resume: string): string[] => findMissingEssentials(posting, resume).map((notice) => notice.code);

    it('is said before generating, with how many asks it answers', () => {
      // A waiter's one-line CV for an accounting post, and a London waiter's for a data analyst's.
      const notices = findMissingEssentials(readPosting('fr-comptable'), 'Marc Petit, serveur au Café du Commerce à Lyon depuis 2021.');
      expect(notices.map((notice) => notice.code)).toEqual(['requirements']);
      expect(notices[0]?.message).toMatch(/^Votre CV ne répond à presque aucune des exigences de l’offre \(0 sur \d+\) : /);
      expect(codes(readPosting('en-data-analyst'), readResume('en-sam-carter-thin'))).toEqual(['requirements']);
    });

    it('is not said when the CV answers the posting, nor for a candidate of the trade whose lines name little of it', () => {
      expect(codes(readPosting('fr-comptable'), readResume('fr-nicolas-girard-comptable'))).toEqual([]);
      expect(codes(readPosting('en-data-analyst'), readResume('en-priya-shah-data-analyst'))).toEqual([]);
      const pub = "We're hiring! The Copper Fox is looking for a Bartender\n\nWhat you'll be doing:\n- Serving cask ales, craft beer and cocktails\n- Keeping the bar stocked, clean and ready for service\n- Changing kegs and looking after the cellar\n- Taking card payments on our Lightspeed tills\n- Helping with our weekly quiz night\n\nWhat we're looking for:\n- At least 6 months' bar experience\n- Available evenings and weekends";
      expect(codes(pub, "Liam O'Connor, 22 – Bristol – liam@exemple.co.uk\nBartender at The Old Duke (jazz pub, Bristol) since 2023: cask ales, cocktails, cashing up.")).toEqual([]);
    });

    it('is left to the experience notice when the CV holds no job', () => {
      expect(codes(readPosting('fr-comptable'), 'Motivée et curieuse, je cherche un poste où apprendre chaque jour.')).toEqual(['name', 'experience']);
    });
  });
});
