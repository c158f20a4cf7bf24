import { correctionFields } from './draft-corrections.ts';
import { NO_CORRECTIONS } from './posting-draft-store.ts';

const POSTING = 'Serveur (H/F) – CDI – Lyon\n\nProfil recherché :\n- Maîtrise de la caisse tactile\n- Anglais courant apprécié';

describe('the corrections a generation carries', () => {
  it('carries nothing the user did not correct', () => {
    expect(correctionFields(NO_CORRECTIONS, POSTING)).toEqual({});
  });

  it('carries the edited fields, and the choices about requirements the posting still has', () => {
    const corrections = {
      ...NO_CORRECTIONS,
      company: 'Brasserie Dumas',
      place: 'Villeurbanne',
      candidateName: 'Julien Moreau',
      dropped: ['Anglais courant apprécié', 'Une exigence d’une offre précédente'],
      chosen: { 'Maîtrise de la caisse tactile': 'Encaissement sur caisse tactile', 'Anglais courant apprécié': 'Anglais courant' },
    };
    expect(correctionFields(corrections, POSTING)).toEqual({
      company: 'Brasserie Dumas',
      candidateName: 'Julien Moreau',
      droppedRequirements: ['Anglais courant apprécié'],
      chosenFacts: [{ requirement: 'Maîtrise de la caisse tactile', fact: 'Encaissement sur caisse tactile' }],
    });
  });
});
