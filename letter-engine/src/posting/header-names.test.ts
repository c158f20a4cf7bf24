import { describe, expect, it } from 'vitest';
import { analyzePosting } from './analyze-posting.ts';

// What a posting's header holds beside the employer's name: field values, a degree, a sector, a button.
describe('names in a posting header', () => {
  it('takes no part of a labelled line for the employer, and reads the name shouted after a pictogram', () => {
    const posting = analyzePosting(
      [
        "🚗 L'AUTO-ÉCOLE DU PARC RECRUTE ! 🚗",
        '',
        'Poste : Enseignant(e) de la conduite et de la sécurité routière (ECSR) – moniteur / monitrice auto-école',
        'Lieu : Angoulême (16) – 2 agences (centre-ville et Ma Campagne)',
        '',
        'Qui sommes-nous ?',
        'Auto-école familiale depuis 1994, 4 enseignants.',
      ].join('\n'),
    );
    // The name in capitals takes the spelling the posting's sentences give its words.
    expect(posting.company).toBe('Auto-école du Parc');
    expect(posting.position).toBe('Enseignant(e) de la conduite et de la sécurité routière');
  });

  it('names no employer when the header gives a degree, says the company is confidential and shows a button', () => {
    const posting = analyzePosting(
      [
        'MANIPULATEUR EN ÉLECTRORADIOLOGIE MÉDICALE H/F - CLERMONT-FERRAND (63)',
        'CDI · Temps plein · Bac +3 · Publiée le 18/11/2026',
        'Entreprise confidentielle',
        'Je postule',
        '',
        'Notre client recherche un(e) Manipulateur(trice) en électroradiologie médicale.',
        '',
        'Profil',
        '- DE de manipulateur en électroradiologie médicale',
      ].join('\n'),
    );
    expect(posting.company).toBeNull();
    expect(posting.position).toBe('Manipulateur en électroradiologie médicale');
  });

  it('takes no sector the posting writes in lower case for a name', () => {
    const posting = analyzePosting(
      [
        'Care Coordinator – Domiciliary Care',
        'Job type: Permanent, full time (Mon–Fri 8.30am – 5pm)',
        '',
        "Our client, a domiciliary care provider in Leicester, is looking for a Care Coordinator to join their office team.",
      ].join('\n'),
    );
    expect(posting.company).toBeNull();
    expect(posting.position).toBe('Care Coordinator');
  });

  it('takes the header’s name rather than the article a sentence puts before it', () => {
    const posting = analyzePosting('CHAUFFEUR LIVREUR (H/F)\nTransports Girard\nSaint-Étienne (42)\n\nLes Transports Girard recherchent un chauffeur livreur.');
    expect(posting.company).toBe('Transports Girard');
  });

  it('still takes a name the header gives beside the title', () => {
    expect(analyzePosting('Bookseller - Part Time (24 hours)\nPage Turner Books\nYork YO1\n\nWe are an independent bookshop.').company).toBe('Page Turner Books');
  });
});
