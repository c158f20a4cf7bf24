import { describe, expect, it } from 'vitest';
import { analyzePosting } from './analyze-posting.ts';

// What social posts and boards print around a posting: a post's age and author, a breadcrumb, comments.
describe('a posting among its page chrome', () => {
  it('takes neither a Facebook post age nor its author for the company, and finds the team the post names', () => {
    const posting = analyzePosting(
      [
        'Groupe : Emploi Angers et alentours',
        'Publié par Maëva Roussel · 3 j · 🌍',
        '',
        "Bonjour à tous ! Je cherche une toiletteuse pour rejoindre l'équipe de Poils & Frimousses, rue Saint-Aubin à Angers.",
        '',
        'Ce que vous ferez :',
        '✔️ bain, séchage et tonte de chiens de toutes tailles',
        'Envoyez-moi votre CV en MP ou passez au salon 😊',
        '👍 24   💬 9 commentaires   ↪️ 5 partages',
        'Voir plus de commentaires',
      ].join('\n'),
    );
    expect(posting.company).toBe('Poils & Frimousses');
    expect(posting.missions).toEqual(['bain, séchage et tonte de chiens de toutes tailles']);
  });

  it('takes the pharmacy, not the pharmacist who published the post', () => {
    const posting = analyzePosting(
      [
        'Pharmacie des Halles – Groupement Pharmavie',
        'Pharmacien adjoint (F/H) – CDI temps plein',
        '',
        'Vos missions',
        '→ Dispensation et analyse pharmaceutique des ordonnances',
        '',
        'Publiée par Claire Vasseur, pharmacienne titulaire',
      ].join('\n'),
    );
    expect(posting.company).toBe('Pharmacie des Halles');
  });

  it('still reads the company a board says posted the job', () => {
    expect(analyzePosting('Barista\nPosted 2 days ago by Grindhouse Coffee Co.\n\nWe need a barista.').company).toBe('Grindhouse Coffee Co');
  });

  it('reads a name shouted in capitals with its joiners', () => {
    const posting = analyzePosting("L'ENSEMBLE SCOLAIRE NOTRE-DAME DE LA BAIE RECRUTE !\n\nAccompagnant(e) d'élèves en situation de handicap (AESH) H/F\n");
    expect(posting.company).toBe('Ensemble Scolaire Notre-Dame de la Baie');
  });

  it('reads a Facebook post shouting its name between stars, and leaves the comments under it out', () => {
    const posting = analyzePosting(
      [
        'Shine Bros Hand Car Wash & Valeting',
        '2d · 🌍',
        '*** SHINE BROS ARE HIRING *** 🚗✨',
        'Experienced car valeter wanted for our busy site 💦',
        "What you'll be doing:",
        '🔹 hand wash, snow foam + pressure washer',
        'DM us or pop in with your CV 👍 No time wasters please',
        '👍 Like   💬 Comment   ↪ Share',
        '38 · 23 comments',
        'Most relevant',
        'Kayleigh Booth  Tagged @Jordan Pike 👀',
      ].join('\n'),
    );
    expect(posting.company).toBe('Shine Bros');
    expect(posting.position).toBe('Car Valeter');
    expect(posting.missions).toEqual(['hand wash, snow foam + pressure washer']);
  });

  it('reads a LinkedIn post for the job it offers, not its author’s headline', () => {
    const posting = analyzePosting(
      ['Jane Smith • 2nd', 'Practice Manager at Oakwood Surgery', '1w •', '', '📢 Oakwood Surgery is hiring a Medical Receptionist! 📢', 'Like · Comment · Repost · Send'].join('\n'),
    );
    expect(posting.company).toBe('Oakwood Surgery');
    expect(posting.position).toBe('Medical Receptionist');
  });

  it.each([
    ["Harbour Coffee House\nSponsored\n\nWE'RE HIRING: BARISTA ☕\nApply in store.\n\n124 likes\nView all 12 comments", 'Barista'],
    ['Bella Napoli Pizzeria\n5h · 🌍\n\nPIZZA CHEF WANTED 🍕🍕\nWe are looking for someone with wood fired oven experience to join our small team in the city centre.', 'Pizza Chef'],
    ["We're hiring! The Copper Fox is looking for a Bartender\n\nThe Copper Fox is a busy pub.", 'Bartender'],
    ['Vacancy: Teaching Assistant\nGreenfields Primary Academy\nSalary: Grade 4', 'Teaching Assistant'],
    ['Boulangerie Kervella\nPublié il y a 2 jours\n\nOn recherche un apprenti boulanger motivé pour la rentrée de septembre ! 🥖', 'Apprenti boulanger'],
    ["!! HIRING !!\nPart time sales assistant needed at Dotty's Boutique, Whitby.\nMust be available Saturdays.", 'Sales assistant'],
    ['Receptionist (Part-time) – Dental Practice\nSalary: £11.50 per hour\n\nWe need a friendly receptionist.', 'Receptionist'],
  ])('reads the position of a post in %j', (text, position) => {
    expect(analyzePosting(text).position).toBe(position);
  });

  it('reads the position after "son/sa futur(e)"', () => {
    const posting = analyzePosting('Poissonnerie Le Goéland\n3 j\n\nNotre poissonnerie cherche son/sa futur(e) poissonnier / poissonnière en CDI 35h.\n');
    expect(posting.position).toBe('Poissonnier / Poissonnière');
  });

  it('skips a breadcrumb for the title line', () => {
    const posting = analyzePosting('caterer.com\nJobs > Kitchen Porter jobs > Kitchen Porter jobs in Bath\n\nKitchen Porter - Full Time - Live-in available\n');
    expect(posting.position).toBe('Kitchen Porter');
  });

  it('skips a careers page’s breadcrumb written with slashes, and keeps a title joining jobs with them', () => {
    const page = 'Harbourside Hospital | Careers\nHome / Vacancies / Nursing / Staff Nurse – Surgical Ward\n\nStaff Nurse – Surgical Ward (Band 5 equivalent)\nLocation: Southampton\n';
    expect(analyzePosting(page).position).toBe('Staff Nurse');
    expect(analyzePosting('Serveur / Barman / Runner (H/F)\nCDI – Nantes\n').position).toBe('Serveur / Barman / Runner');
  });

  it.each([
    ['Pool Lifeguard\nEveractive Leisure\nKettering NN16\n', 'Pool Lifeguard'],
    ['Phlebotomist | Band 3 equivalent | Temp to perm\nMedisource Healthcare Recruitment · Cardiff\n', 'Phlebotomist'],
    [
      "Brennan Access Scaffolding Ltd\n2d · 🌍\n\nDue to new contracts we're after an experienced CISRS Part 1 or Part 2 SCAFFOLDER to join our gangs ASAP 💪\n",
      'CISRS Part 1 or Part 2 Scaffolder',
    ],
  ])('finds the position of a trade in %j', (text, position) => {
    expect(analyzePosting(text).position).toBe(position);
  });
});

describe('a job board page', () => {
  it('takes the line above the employer and the place for the title, in a trade no list knows', () => {
    const posting = analyzePosting(
      ['Talent Resourcer', 'Harbour Talent · Leeds, England, United Kingdom (Hybrid)', '1 week ago · Over 100 applicants', 'About the job', 'Harbour Talent is a recruitment agency.'].join('\n'),
    );
    expect(posting.position).toBe('Talent Resourcer');
    expect(posting.company).toBe('Harbour Talent');
  });

  it('takes the short line beside the employer’s, above or below it, when the place is near', () => {
    const about = 'About the job\nHarbour Talent is a recruitment agency.';
    expect(analyzePosting(`Harbour Talent\nTalent Resourcer\nLeeds, England, United Kingdom · 1 week ago\n\n${about}`).position).toBe('Talent Resourcer');
    expect(analyzePosting(`Talent Resourcer\nHarbour Talent\nLeeds LS1\n\n${about}`).position).toBe('Talent Resourcer');
    // Without a place the lines may be anything: a tagline, the page's menu.
    expect(analyzePosting(`Harbour Talent\nPeople First Always\n\n${about}`).position).toBeNull();
  });
});

describe('a small ad too short to tell its language', () => {
  it('cases its title as English titles are when its words or its pound sign say it is English', () => {
    expect(analyzePosting('KITCHEN PORTER WANTED\nWeekends, call 07700 900123').position).toBe('Kitchen Porter');
    expect(analyzePosting('CHEF DE PARTIE H/F\nCDI, 07 00 00 00 00').position).toBe('Chef de partie');
  });
});

describe('a hiring verb and a colon', () => {
  it('takes what follows the colon for the job, with a French space before it too', () => {
    expect(analyzePosting("We're hiring: Talent Resourcer\nHarbour Talent is a recruitment agency.").position).toBe('Talent Resourcer');
    expect(analyzePosting('ON RECRUTE : Agent de quai H/F\nMission de 3 mois.').position).toBe('Agent de quai');
  });

  it('takes no person for a post', () => {
    expect(analyzePosting('We are looking for: someone who loves people.\nCall us.').position).toBeNull();
  });

  it("takes neither 'Facebook' above a restaurant's post nor a group's member count for the employer or the title", () => {
    const restaurant = analyzePosting(['Facebook', '🔍 Rechercher sur Facebook', '', 'Trattoria Bella Vista', '12 mars, 09:15 · 🌍', '', '🍕 ON RECRUTE ! Notre restaurant Trattoria Bella Vista cherche son futur PIZZAÏOLO en CDI.', '', 'Ce qu\'on attend de toi :', '✅ 2 ans d\'expérience en pizzeria'].join('\n'));
    expect(restaurant.company).not.toBe('Facebook');
    const group = analyzePosting(['facebook', '', 'Leeds Jobs & Trades', 'Private group · 12.5K members', '', '‼️ JOINER WANTED ‼️', '', 'Busy joinery firm looking for an experienced joiner to start ASAP.', '', 'Must have:', '🔹 Own hand tools'].join('\n'));
    expect(group.position).not.toMatch(/members/iu);
    expect(group.position).toBe('Joiner');
  });

  it("reads 'our client' as a customer served, not a client recruited for, unless it recruits", () => {
    const own = analyzePosting(['Transports Dumas – Responsable d\'entrepôt (H/F)', '', 'Vos missions :', "• Être l'interlocuteur opérationnel de notre client e-commerce", '• Piloter les équipes de préparation'].join('\n'));
    expect(own.forUnnamedClient).toBe(false);
    const agency = analyzePosting(['Proman Intérim – Cariste (H/F)', '', 'Pour notre client, une plateforme logistique de Gennevilliers, nous recherchons un cariste.'].join('\n'));
    expect(agency.forUnnamedClient).toBe(true);
  });
});

