import { describe, expect, it } from 'vitest';
import { JOB_TITLES } from '../lexicon/job-titles.ts';
import { foldText } from '../text/fold.ts';
import { translatedTitle } from './translated-title.ts';

describe("a CV's job title in the letter's other language", () => {
  it('is told only when the lexicon holds it word for word, in the candidate\'s gender', () => {
    expect(translatedTitle('Libraire', 'english', null)).toBe('bookseller');
    expect(translatedTitle('Serveuse', 'english', 'feminine')).toBe('waiter');
    expect(translatedTitle('Sales Assistant', 'french', 'feminine')).toBe('vendeuse');
    expect(translatedTitle('Receptionist', 'french', null)).toBe('réceptionniste');
  });

  it('is left out when the title is unknown or its French form needs a gender the CV does not give', () => {
    expect(translatedTitle('Responsable des relations presse', 'english', 'feminine')).toBeNull();
    expect(translatedTitle('Sales Assistant', 'french', null)).toBeNull();
  });

  it('is told for trades seen untranslated in CVs', () => {
    expect(translatedTitle('Conseiller commercial automobile', 'english', null)).toBe('car sales executive');
    expect(translatedTitle('Testeur QA', 'english', null)).toBe('tester');
    expect(translatedTitle('Software Tester', 'french', 'feminine')).toBe('testeuse');
    expect(translatedTitle('Ingénieur data', 'english', null)).toBe('data engineer');
    expect(translatedTitle('BI Developer', 'french', 'masculine')).toBe('développeur BI');
    expect(translatedTitle('Chargée de communication digitale', 'english', null)).toBe('digital communications officer');
    expect(translatedTitle('Communications Assistant', 'french', 'feminine')).toBe('assistante communication');
    expect(translatedTitle("Chargée d'études UX", 'english', null)).toBe('UX researcher');
    expect(translatedTitle('Mécanicien cycles', 'english', null)).toBe('bicycle mechanic');
    expect(translatedTitle('Vehicle Technician', 'french', 'masculine')).toBe('technicien automobile');
    expect(translatedTitle('Pipe Welder', 'french', 'masculine')).toBe('soudeur tuyauteur');
    expect(translatedTitle('Professeure de lettres', 'english', null)).toBe('French teacher');
    expect(translatedTitle('Masseur kinésithérapeute', 'english', null)).toBe('physiotherapist');
    expect(translatedTitle('General Ledger Accountant', 'french', 'feminine')).toBe('comptable générale');
    expect(translatedTitle('Assistant Management Accountant', 'french', 'feminine')).toBe('assistante contrôleuse de gestion');
    expect(translatedTitle('Dispensing Optician', 'french', 'feminine')).toBe('opticienne');
    expect(translatedTitle('Optical Assistant', 'french', 'feminine')).toBe('assistante opticienne');
    expect(translatedTitle('QC Microbiology Technician', 'french', 'feminine')).toBe('technicienne contrôle qualité microbiologie');
    expect(translatedTitle('Front Desk Receptionist', 'french', null)).toBe('réceptionniste');
    expect(translatedTitle('Visitor Experience Assistant', 'french', 'masculine')).toBe("agent d'accueil");
    expect(translatedTitle('Box Office Assistant', 'french', 'feminine')).toBe('agente de billetterie');
    expect(translatedTitle('Commis Sommelier', 'french', 'feminine')).toBe('commis sommelière');
    expect(translatedTitle('Commis pâtissier', 'english', null)).toBe('commis pastry chef');
    expect(translatedTitle('Chef de partie pâtisserie', 'english', null)).toBe('pastry chef de partie');
    expect(translatedTitle('Perchman', 'english', null)).toBe('ski lift operator');
  });

  it('keeps a seniority word: English before the trade, French after it', () => {
    expect(translatedTitle('Graphiste junior', 'english', null)).toBe('junior graphic designer');
    expect(translatedTitle('Junior Data Analyst', 'french', null)).toBe('analyste de données junior');
    expect(translatedTitle('Senior Software Engineer', 'french', 'feminine')).toBe('ingénieure logicielle senior');
    expect(translatedTitle('Comptable senior', 'english', null)).toBe('senior accountant');
    expect(translatedTitle('Junior Developer', 'french', null)).toBeNull();
  });

  it('tells a freelance trade by the gender, or with the word that does not agree', () => {
    expect(translatedTitle('Freelance Translator', 'french', 'feminine')).toBe('traductrice indépendante');
    expect(translatedTitle('Freelance Translator', 'french', 'masculine')).toBe('traducteur indépendant');
    expect(translatedTitle('Freelance Translator', 'french', null)).toBeNull();
    expect(translatedTitle('Freelance Graphic Designer', 'french', null)).toBe('graphiste freelance');
    expect(translatedTitle('Traductrice indépendante', 'english', 'feminine')).toBe('freelance translator');
    expect(translatedTitle('Traducteur(trice) indépendant(e)', 'english', null)).toBe('freelance translator');
    expect(translatedTitle('Graphiste (freelance)', 'english', null)).toBe('freelance graphic designer');
  });

  it("puts 'apprenti(e)' before a French trade and reads 'en alternance' as an apprenticeship", () => {
    expect(translatedTitle('Apprentice Electrician', 'french', 'feminine')).toBe('apprentie électricienne');
    expect(translatedTitle('Apprentice Electrician', 'french', 'masculine')).toBe('apprenti électricien');
    expect(translatedTitle('Apprentice Florist', 'french', null)).toBe('fleuriste en alternance');
    expect(translatedTitle('Apprenti boulanger', 'english', null)).toBe('apprentice baker');
    expect(translatedTitle('Comptable en alternance', 'english', null)).toBe('apprentice accountant');
  });

  it("reads 'stagiaire', 'trainee' and 'intern' as a trainee", () => {
    expect(translatedTitle('Trainee Accountant', 'french', null)).toBe('comptable stagiaire');
    expect(translatedTitle('Marketing Assistant Intern', 'french', 'feminine')).toBe('assistante marketing stagiaire');
    expect(translatedTitle('Stagiaire comptable', 'english', null)).toBe('trainee accountant');
    expect(translatedTitle('Assistante RH stagiaire', 'english', null)).toBe('trainee HR assistant');
    expect(translatedTitle('Stagiaire', 'english', null)).toBe('intern');
  });

  it('strips no other word: an unknown extra word leaves the title out', () => {
    expect(translatedTitle('Senior MSK Physiotherapist', 'french', 'feminine')).toBeNull();
    expect(translatedTitle('Lead Data Analyst', 'french', null)).toBeNull();
    expect(translatedTitle('Graphiste confirmée', 'english', 'feminine')).toBeNull();
    expect(translatedTitle('Senior Intern', 'french', null)).toBeNull();
  });
});

describe('the job titles lexicon', () => {
  it('holds no form twice within an entry and keeps each added trade in one entry', () => {
    for (const entry of JOB_TITLES) {
      for (const forms of [entry.fr.slice(1), entry.en].map((list) => list.map(foldText)))
        expect(new Set(forms).size, entry.fr[0]).toBe(forms.length);
    }
    const owners = (form: string) => JOB_TITLES.filter((entry) => [...entry.fr, ...entry.en].some((f) => foldText(f) === foldText(form)));
    for (const form of ['optical assistant', 'vehicle technician', 'pipe welder', 'BI developer', 'box office assistant', 'ski lift operator', 'commis sommelier'])
      expect(owners(form), form).toHaveLength(1);
  });

  it("reads '&' as the lexicon's 'and' and a self-employed status as freelance ('self-employed Painter & Decorator')", () => {
    expect(translatedTitle('self-employed Painter & Decorator', 'french', null)).toBe('peintre en bâtiment freelance');
  });
});
