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

  it.each([
    ['Store Manager – Fashion Retail\nManchester | £32,000 + bonus | Permanent\n\nOur client is a well-known high street fashion brand with over 200 stores.'],
    ['HGV Class 2 Driver\nLogistics & Distribution\nBristol, BS11\n\nWe are working with a leading food distributor who need Class 2 drivers.'],
    ['Technicien de maintenance H/F\nIndustrie Pharmaceutique\nOrléans (45)\n\nVous intervenez sur les lignes de production.'],
    ['Office Administrator\nNot-for-profit Sector\nLeeds LS1 | Hybrid\n\nAn established charity is seeking an Office Administrator.'],
    ['Infirmier(ère) de bloc opératoire – IBODE\nClinique privée – Bordeaux Métropole\nCDI temps plein\n\nNous recherchons un IBODE pour notre bloc.'],
  ])('takes no sector, trade or place of an anonymous posting for the employer: %j', (text) => {
    expect(analyzePosting(text).company).toBeNull();
  });

  it('still takes an agency’s name when it recruits for an unnamed client', () => {
    const posting = analyzePosting('Class 1 HGV Driver\nNorthway Recruitment\nDoncaster\n\nOur client, a national retailer, needs Class 1 drivers.');
    expect(posting.company).toBe('Northway Recruitment');
  });

  it('takes a town hall’s name without its department, and no civil-service grade', () => {
    const posting = analyzePosting(
      "OFFRE D'EMPLOI\nAssistant(e) administratif(ve) et comptable\nMairie de Saint-Aubin-du-Cormier (35)\nTemps complet – Catégorie C\n\nLa commune recrute un(e) assistant(e).",
    );
    expect(posting.company).toBe('Mairie de Saint-Aubin-du-Cormier');
  });

  it.each([
    ["La Cave à Fromages de Sophie cherche un(e) vendeur(se) fromager(e) pour les fêtes.", 'La Cave à Fromages de Sophie'],
    ['La Crèche Les Lutins à Saint-Herblain recrute une auxiliaire de puériculture.', 'Crèche Les Lutins'],
  ])('reads the name in %j', (text, company) => {
    expect(analyzePosting(text).company).toBe(company);
  });

  it('reads an establishment and its town in one header part, and "Notre agence X" at a sentence’s start', () => {
    expect(analyzePosting("📣 ON RECRUTE 📣\nSERVEUR / SERVEUSE H/F – Brasserie L'Étoile, Annecy\nTemps plein.").company).toBe("Brasserie L'Étoile");
    expect(analyzePosting('URGENT – PLAQUISTE H/F\nIntérim – Rennes (35)\nNotre agence Adéquat Rennes recrute un plaquiste.').company).toBe('Adéquat');
  });

  it('still reads a district and its city as a place', () => {
    const posting = analyzePosting('Barber – Northern Quarter, Manchester\nFade & Co. Barbers\n\nWe are a busy barbershop.');
    expect(posting.company).toBe('Fade & Co. Barbers');
  });

  it('still takes a name the header gives beside the title', () => {
    expect(analyzePosting('Bookseller - Part Time (24 hours)\nPage Turner Books\nYork YO1\n\nWe are an independent bookshop.').company).toBe('Page Turner Books');
  });
});

describe('a temp agency in the header', () => {
  it('takes the agency naming itself with its trade for the employer, not the contract nor its branch', () => {
    const posting = analyzePosting(
      ['PROMAX INTÉRIM – Agence de Vénissieux (69)', 'Notre client, acteur majeur de la logistique, recherche :', 'CARISTE H/F', 'Mission intérim de 3 mois'].join('\n'),
    );
    expect(posting.company).toBe('Promax Intérim');
    expect(posting.position).toBe('Cariste');
  });
});

describe('a labelled establishment', () => {
  it('takes a school, a restaurant or a hotel its field names for the employer', () => {
    expect(analyzePosting('Job title: Teaching Assistant\nSchool: Oakfield Primary School\nLocation: Leeds').company).toBe('Oakfield Primary School');
    expect(analyzePosting('Poste : Serveur H/F\nRestaurant : Le Petit Zinc\nLieu : Lyon 2e').company).toBe('Le Petit Zinc');
  });

  it('leaves a town no list knows after an establishment’s name', () => {
    expect(analyzePosting('Hiring: 2 x Kitchen Porters\nThe Old Bell, Marlborough\n\nWe need two kitchen porters.').company).toBe('The Old Bell');
  });
});

describe('a labelled employer', () => {
  it('drops the note in brackets that says what the employer is', () => {
    const posting = analyzePosting(['Job title: School Business Manager', 'Employer: Kent County Council (maintained school)', 'Location: Ashford'].join('\n'));
    expect(posting.company).toBe('Kent County Council');
  });
});

describe('header lines that name or do not name the employer', () => {
  it('takes a name with its article before its town for the employer', () => {
    const posting = analyzePosting(['Bar Staff', 'The Red Lion, Harrogate', 'Part-time · £11.44 an hour', '', 'We are a busy country pub looking for friendly bar staff.'].join('\n'));
    expect(posting.company).toBe('The Red Lion');
  });

  it('takes a sector line for no name, nor an ad shouting what it wants', () => {
    const sector = analyzePosting(['Vendeur conseil H/F', 'Grande Distribution Spécialisée', 'CDI · Rennes (35)', '', 'Nous recherchons un vendeur conseil pour notre magasin.'].join('\n'));
    expect(sector.company).toBeNull();
    expect(analyzePosting('BAR STAFF WANTED\nWeekends, call 07700 900123').company).toBeNull();
  });
});

describe('a classified ad’s header', () => {
  it('takes neither its category nor its date for the employer', () => {
    const posting = analyzePosting(
      ['Employé libre-service H/F', 'Emploi', "Aujourd'hui, 08:12", 'Carrefour Market Villeurbanne', 'Villeurbanne 69100', 'Description', 'Votre magasin recherche un employé libre-service.'].join('\n'),
    );
    expect(posting.company).toBe('Carrefour Market');
  });
});

describe('what surrounds the header of a page or a mail', () => {
  it('takes neither a board’s menu nor the greeting of the employer’s mail for a name', () => {
    const page = ['HelloWork', 'Trouver un emploi Entreprises Conseils Se connecter', '', 'Atelier Morvan', 'Menuisier poseur (H/F)', 'CDI', 'Quimper'];
    expect(analyzePosting(page.join('\n')).company).toBe('Atelier Morvan');
    const mail = ['Dear Mr Okafor,', 'Thank you for your interest in the post; the details follow.', 'Kitchen Assistant – Breakfast Shift', 'Larkfield Academy, Hinton, Bristol', '20 hours a week'];
    expect(analyzePosting(mail.join('\n')).company).toBe('Larkfield Academy');
  });

  it('reads a school before its district and city, and a school over the part of the job a title names', () => {
    const posting = analyzePosting(['Learning Support Assistant – Key Stage 2', 'Oakmere Junior School, Gorton, Manchester', 'Term time only'].join('\n'));
    expect(posting.company).toBe('Oakmere Junior School');
    expect(posting.location).toContain('Manchester');
  });

  it('takes a town beside its department for a place, never for the employer, and keeps a named employer beside it', () => {
    const town = analyzePosting(['Conseiller / Conseillère en séjour (H/F)', 'CDD saisonnier · 35 h · Florac-Trois-Rivières (48)', '', 'Missions', '- Accueillir les visiteurs'].join('\n'));
    expect(town.company).toBeNull();
    const named = analyzePosting(['Agent d\'accueil (H/F)', 'Mairie de Saint-Aubin-du-Cormier (35) · Cesson-Sévigné (35)', '', 'Missions', '- Accueillir le public'].join('\n'));
    expect(named.company).toBe('Mairie de Saint-Aubin-du-Cormier');
  });
});

describe("a social post's day and hour under its author", () => {
  // A bike shop's Facebook post and a supermarket's: the line under the author's name dates the post.
  it.each([
    ['Spokes & Sprockets Cycle Works\n14 November at 09:12 · 🌍\n\nWE\'RE HIRING – WORKSHOP MECHANIC\n\nWhat you\'ll be doing:\n👉 Wheel builds and truing\n👉 Hydraulic brake bleeds', 'Spokes & Sprockets Cycle Works'],
  ])('reads the author as the employer in %j', (posting, company) => {
    expect(analyzePosting(posting).company).toBe(company);
  });
});
