import { describe, expect, it } from 'vitest';
import { findUnsupportedClaims } from './find-unsupported-claims.ts';

// Short inputs taken from the evaluation's cases: what the posting asks and the CV lacks, claimed as the candidate's.
const claims = (resume: string, posting: string, letter: string) =>
  findUnsupportedClaims({ resume, posting, letter: `Madame, Monsieur,\n\n${letter}`, language: 'french' });

describe('a requirement of the posting the CV lacks', () => {
  it('flags a sector acronym a requirement line names (BTP), never one the CV holds', () => {
    const posting = 'Gestionnaire de paie H/F\n\nProfil recherché\nVous maîtrisez Silae. La connaissance de la convention collective du BTP est un atout.';
    const resume = 'Aoife Brennan\nPayroll Administrator, Paris, 2020 – present\n- Silae, DSN, DPAE';
    expect(claims(resume, posting, 'BTP fait également partie de mes compétences.')).toEqual(['BTP']);
    expect(claims(`${resume}\n- Paie des salariés du BTP`, posting, 'BTP fait également partie de mes compétences.')).toEqual([]);
  });

  it('does not read a company of the sector as asking for it', () => {
    const posting = 'Assistant comptable H/F\n\nL’entreprise\nLeader du BTP en Bretagne.\n\nProfil recherché\n- Maîtrise de Sage';
    expect(claims('Julien Morel\nAssistant comptable, 2019 – 2024\n- Sage', posting, 'Ma maîtrise de Sage et du BTP vous sera utile.')).toEqual([]);
  });

  it('flags a tool named below a labelled field of the offer (Albus after « Lieu : »)', () => {
    const posting = [
      'Poste : Infirmier(e) libéral(e) remplaçant(e)',
      'Lieu : Cabinet infirmier des Tilleuls, Landerneau (29)',
      'Rétrocession : 85 % des honoraires',
      '',
      'La tournée',
      '- Transmissions sur le dossier patient partagé (logiciel Albus) et cotations NGAP',
    ].join('\n');
    const resume = 'Gaëlle Kerhervé\nInfirmière, CHU de Brest, 2019 – 2024\n- Soins palliatifs, pompes à morphine, PICC line';
    expect(claims(resume, posting, 'Albus fait également partie de mes compétences.')).toEqual(['Albus']);
    expect(claims(resume, posting, 'Les soins palliatifs font partie de mes compétences.')).toEqual([]);
  });

  it('flags a requirement made of the title’s words (état civil) claimed as experience, not the title itself', () => {
    const posting = [
      "Agent d'accueil et d'état civil (H/F)",
      'Mairie de Saint-Jean-de-Braye',
      '',
      "Descriptif de l'emploi :",
      "Au sein du service Population, vous assurez l'accueil physique et téléphonique des usagers et participez à l'instruction des dossiers d'état civil.",
      'Missions ou activités :',
      "- Établir les actes d'état civil (naissances, reconnaissances, décès) et délivrer les copies",
    ].join('\n');
    const resume = "Sandrine Moreau\nAgente d'accueil, Mairie d'Orléans, 2021 – auj.\n- Accueil physique et téléphonique, cartes d'identité et passeports (ANTS)";
    expect(claims(resume, posting, 'État civil fait également partie de mes compétences.')).toEqual(['état civil']);
    expect(claims(resume, posting, "À la mairie d'Orléans, j'ai établi les actes d'état civil.")).toContain("actes d'état civil");
    expect(claims(resume, posting, "Je vous propose ma candidature au poste d'agent d'accueil et d'état civil.")).toEqual([]);
  });

  it('flags a name ending like an infinitive (Pikler) that a requirement line asks for', () => {
    const posting = [
      'Auxiliaire de puériculture (H/F)',
      "La crèche Les Petits Canuts accueille 36 enfants avec un projet pédagogique inspiré d'Emmi Pikler.",
      '',
      'Profil souhaité',
      "Connaissance de l'approche Pikler-Loczy",
      '- Gérer les transmissions aux familles',
    ].join('\n');
    const resume = 'Inès Benali\nAuxiliaire de puériculture, 2019 – 2024\n- Transmissions aux familles, activités d’éveil';
    expect(claims(resume, posting, 'Pikler fait également partie de mes compétences.')).toEqual(['pikler']);
    expect(claims(resume, posting, "Je maîtrise l'approche Pikler.")).toEqual(['approche Pikler']);
    expect(claims(resume, posting, 'Je sais gérer les transmissions aux familles.')).toEqual([]);
  });

  it('flags the count of a thing the CV holds with another count (5 axes for a CV of 3 axes), never durations', () => {
    const posting = "Régleur CN H/F\n\nVos missions\n- Le réglage de centres d'usinage 3 et 5 axes (Fanuc)\n- Travail en 2x8, 35 heures";
    const resume = "Karim Aït\nRégleur, Usinage Dubreuil, 2019 – 2025\n- Réglage de centres d'usinage 3 axes Fanuc\n- 39 heures";
    expect(claims(resume, posting, "Je maîtrise l'usinage 5 axes.")).toEqual(['5 axes']);
    expect(claims(resume, posting, "Je maîtrise l'usinage 3 axes sur Fanuc.")).toEqual([]);
    expect(claims(resume, posting, "J'ai l'habitude des semaines de 35 heures.")).toEqual([]);
  });
});

describe('paediatric first aid', () => {
  const english = (resume: string, letter: string) => findUnsupportedClaims({ resume, letter: `Dear Ms Hart,\n\n${letter}`, language: 'english' });

  it('is a certificate of its own: an adult first aid course does not back it, and it backs first aid', () => {
    expect(english('Jan Cole\nEmergency First Aid at Work (2025)', 'I am trained in Paediatric First Aid.')).toEqual(['Paediatric First Aid']);
    expect(english('Jan Cole\nPaediatric First Aid (2025)', 'I am trained in Paediatric First Aid.')).toEqual([]);
    expect(english('Jan Cole\nPaediatric First Aid (2025)', 'I am trained in first aid.')).toEqual([]);
  });
  it('never takes the word experience for a thing the CV lacks: a CV shows experience by its jobs', () => {
    const posting = 'SHINE BROS ARE HIRING\n\nExperienced car valeter wanted for our busy site in Hull\n\nWhat you will be doing:\n- hand wash, snow foam + pressure washer\n- machine polishing with DA polisher';
    const resume = 'Callum Dearing\nValeter, Bubbles Car Wash, Anlaby (June 2024 – now): hand washes, snow foam, pressure washer';
    const english = (letter: string) => findUnsupportedClaims({ resume, posting, letter: `Dear Hiring Manager,\n\n${letter}`, language: 'english' });
    expect(english('I have hands-on experience of hand wash and snow foam + pressure washer, which your advertisement also mentions.')).toEqual([]);
    expect(english('I have hands-on experience of machine polishing with a DA polisher.')).not.toEqual([]);
  });
});
