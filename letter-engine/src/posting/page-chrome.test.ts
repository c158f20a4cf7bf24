import { describe, expect, it } from 'vitest';
import { analyzePosting } from './analyze-posting.ts';
import { isChromePart, isPageChrome, withoutAccountLink } from './page-chrome.ts';

describe('isPageChrome', () => {
  // Menu bars as three boards print them above a posting (JobTeaser, Welcome to the Jungle, Indeed UK).
  it.each([
    'Offres Entreprises Événements Conseils Mon compte',
    'Trouver un job Trouver une entreprise Média Se connecter',
    'indeed Home Company reviews Find salaries Sign in | Employers / Post Job',
    'Welcome to the Jungle',
    'JobTeaser',
    // Account links alone on their lines, as HelloWork, Welcome to the Jungle and Indeed UK copy them.
    'Créer mon compte',
    'Se connecter',
    'Sign in',
    'Se connecter | Créer mon compte | Déposer mon CV',
    // Breadcrumbs, their last step a town or a trade.
    'Accueil > Emploi > BTP > Grutier > Saint-Herblain',
    'Home › Jobs › Warehouse › Leeds',
    'Search jobs   Saved jobs   Applications   Sign in',
    // The Guardian Jobs' menu bar and a French culture board's (round 29), and that board's name.
    'Search jobs    Jobs by email    Careers advice    Recruiters        Sign in    Create account',
    'Offres d’emploi   Stages   Services civiques   Annuaire   Recruteurs   Connexion',
    'Profilculture',
    // Totaljobs' menu bar.
    'Search jobs   Browse jobs   Career advice   Salary checker   Recruiters        Sign in   Upload your CV',
    // Cookie banners (NHS Jobs, a leisure trust's careers page, a temping agency's site).
    'Cookies on NHS Jobs',
    "We've put some small files called cookies on your device to make our site work.",
    'This website uses cookies to improve your experience and to help us understand how the site is used.   Accept all   Manage preferences',
    "Ce site utilise des cookies pour mesurer l'audience et améliorer votre navigation.   Tout accepter   Personnaliser",
  ])('takes %j for the board’s chrome', (line) => {
    expect(isPageChrome(line)).toBe(true);
  });

  // A heading or a title holding one menu word, a company, a sentence: the posting's own lines.
  it.each(['Accueil', 'Entreprise', 'Offres similaires', 'Conseiller emploi', 'Maison Dulac – Cosmétiques naturels', 'Home Instead Senior Care', 'Préparation des cookies, muffins et brownies'])(
    'keeps %j',
    (line) => {
      expect(isPageChrome(line)).toBe(false);
    },
  );

  it('tells a header’s account links from its employer', () => {
    expect(['Kestrel Home Insurance', 'Log in', 'Job alerts'].map(isChromePart)).toEqual([false, true, true]);
  });
});

describe('a posting under a board’s menu bar', () => {
  it('takes the company from its own words, not from the JobTeaser menu (“Mon compte” is no verb)', () => {
    const posting = analyzePosting(
      [
        'JobTeaser',
        'Offres   Entreprises   Événements   Conseils        Mon compte',
        '← Retour aux résultats',
        '',
        'Stage – Assistant(e) marketing (6 mois)',
        'Stage · Bordeaux (33) · Début : février 2027 · 6 mois',
        'Publiée il y a 3 jours',
        '',
        'Maison Dulac – Cosmétiques naturels',
        '',
        "L'entreprise",
        'Maison Dulac fabrique depuis 2011 des soins visage et corps certifiés bio.',
      ].join('\n'),
    );
    expect(posting.company).toBe('Maison Dulac');
  });

  it('finds the title a Welcome to the Jungle page sets under its company card', () => {
    const posting = analyzePosting(
      [
        'Welcome to the Jungle',
        'Trouver un job    Trouver une entreprise    Média    Se connecter',
        '',
        'Le Bouchon Gourmand',
        'Restauration · Lyon · 25 salariés',
        'Suivre',
        '',
        'Cuisinier / Cuisinière (H/F)',
        'CDI · Lyon 2e · Salaire : 2,1K à 2,4K €',
      ].join('\n'),
    );
    expect(posting.position).toBe('Cuisinier / Cuisinière');
    expect(posting.company).toBe('Le Bouchon Gourmand');
  });

  it('reads no account link as the title or the company, in either language', () => {
    const french = analyzePosting(
      ['HelloWork', 'Créer mon compte', 'Se connecter', '', 'Plombier chauffagiste (H/F)', 'Thermiconfort – Nantes (44)', 'CDI · Temps plein', '', 'Vos missions', '- Installation de chaudières et de pompes à chaleur'].join('\n'),
    );
    expect([french.position, french.company]).toEqual(['Plombier chauffagiste', 'Thermiconfort']);
    const english = analyzePosting(
      ['Sign in', '', 'Warehouse Operative', 'Northgate Foods – Leeds', 'Full-time · £12.60 an hour', '', 'What you will do', '- Picking and packing chilled orders'].join('\n'),
    );
    expect([english.position, english.company]).toEqual(['Warehouse Operative', 'Northgate Foods']);
  });

  it('reads no town of a breadcrumb or of a contract line beside its department as the employer', () => {
    const posting = analyzePosting(
      ['HelloWork', 'Se connecter | Créer mon compte | Déposer mon CV', '', 'Accueil > Emploi > Logistique > Cariste > Carquefou', '', 'Cariste (H/F)', 'CDI – Carquefou - 44', '', 'Vos missions', '- Chargement des camions'].join('\n'),
    );
    expect([posting.position, posting.company]).toEqual(['Cariste', null]);
  });

  it('reads the title under a civil service board and its menu', () => {
    const posting = analyzePosting(['GOV.UK  Civil Service Jobs', 'Search jobs   Saved jobs   Applications   Sign in', '', 'Court Usher', 'HM Courts & Tribunals Service', '', 'Salary: £23,500'].join('\n'));
    expect(posting.position).toBe('Court Usher');
  });
});


describe('a search bar and a button copied with the page', () => {
  it('reads the search bar as chrome, in English and in French', () => {
    expect(isPageChrome('What: occupational therapist   Where: Norwich, Norfolk   Find jobs')).toBe(true);
    expect(isPageChrome('Quoi ? vendeur   Où ? Dijon   Rechercher')).toBe(true);
    expect(isPageChrome('What we offer: a pension and 28 days of leave')).toBe(false);
    expect(isPageChrome('Search: glazier    Location: Cardiff    Search jobs')).toBe(true);
    expect(isPageChrome('Careers home / Search jobs / Trainee Train Driver')).toBe(true);
    expect(isPageChrome('Careers > Clinical roles > Hearing Aid Audiologist – Exeter')).toBe(true);
    expect(isPageChrome('Search and rescue experience: an advantage')).toBe(false);
  });

  it("drops a button after a name, never a name's own last word", () => {
    expect(withoutAccountLink('Harbour Building Society Message')).toBe('Harbour Building Society');
    expect(withoutAccountLink('Ashfield House Care Home')).toBe('Ashfield House Care Home');
    expect(withoutAccountLink('Message')).toBe('Message');
  });

  it("reads France Travail's bar as chrome, and 'Entreprise' alone as a heading", () => {
    expect(isPageChrome('Candidat   Entreprise   Mon espace')).toBe(true);
    expect(isPageChrome('Entreprise')).toBe(false);
  });
});

describe("a careers site's path", () => {
  it('is chrome', () => {
    expect(isPageChrome('Careers at Meridian Geospatial > Graduate Land Surveyor – Glasgow')).toBe(true);
    expect(isPageChrome('Careers at Meridian Geospatial')).toBe(false);
  });
});

describe("a picture's description", () => {
  // Two Instagram posts: a hotel's and a brewery's, whose title was read as 'Assistant Brewer" in white'.
  it('is chrome, never the posting', () => {
    expect(isPageChrome('[Photo: "WE\'RE HIRING – ASSISTANT BREWER" in white on a picture of the brewhouse]')).toBe(true);
    expect(isPageChrome("[Photo: WE'RE HIRING – BANQUETING TEAM]")).toBe(true);
    expect(isPageChrome('[Soins du visage et épilations]')).toBe(false);
  });
});
