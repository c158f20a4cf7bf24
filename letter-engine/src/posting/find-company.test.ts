import { describe, expect, it } from 'vitest';
import { analyzePosting } from './analyze-posting.ts';
import { cleanCompany } from './find-company.ts';

describe('a careers page’s title', () => {
  // Two careers sites: an insurer's ('Kestrel Home Insurance careers | Log in | Job alerts') and Tesco's ('Tesco Careers').
  it.each([
    ['Kestrel Home Insurance careers', 'Kestrel Home Insurance'],
    ['Tesco Careers', 'Tesco'],
  ])('names the employer without the page word: %j', (title, employer) => {
    expect(cleanCompany(title)).toBe(employer);
  });

  it('is not the fuller name of the employer its sentences name', () => {
    const posting = analyzePosting(
      [
        'Careers  ›  Open roles  ›  People team',
        'Kestrel Home Insurance careers | Log in | Job alerts',
        '',
        'HR Advisor',
        'Bristol (hybrid) · Full-time · Permanent',
        '',
        'At Kestrel Home Insurance, we look after 600,000 policyholders from our offices in Bristol and Cardiff.',
      ].join('\n'),
    );
    expect(posting.company).toBe('Kestrel Home Insurance');
    expect(posting.position).toBe('HR Advisor');
  });

  it('keeps a one-word name, which no page word follows', () => {
    expect(cleanCompany('Careers')).toBeNull();
  });
});

describe('a part of a place', () => {
  it("is no company, with or without its city ('South', 'Lyon Nord')", () => {
    expect(cleanCompany('South')).toBeNull();
    expect(cleanCompany('Nord')).toBeNull();
    expect(cleanCompany('Lyon Nord')).toBeNull();
  });

  it('is no company on a classified-ads page that names no employer', () => {
    const posting = analyzePosting(
      'Gumtree\nJobs > Trades & Construction > Plumbing > Manchester > Didsbury\n\nExperienced Domestic Plumber – South Manchester – £200/day\nPosted 3 days ago\n\nBusy family-run plumbing firm covering South Manchester is looking for an experienced domestic plumber.',
    );
    expect(posting.company).toBeNull();
  });
});

describe('a labelled employer followed by its street address', () => {
  it('ends at the comma before the number, in French and in English', () => {
    expect(cleanCompany('Collège Jean-Moulin, 12 rue des Aciéries,')).toBe('Collège Jean-Moulin');
    expect(cleanCompany('Oakfield Primary School, 14 High Street, Leeds')).toBe('Oakfield Primary School');
  });
});

describe('a name beside its kind of firm', () => {
  it('names the agency that recruits for an unnamed client, not the kind of firm, in French and in English', () => {
    expect(analyzePosting("ARKÉA TALENTS – Cabinet de recrutement\nOffre réf. AT-ADV-1127\n\nAssistant(e) ADV export (H/F) – CDI – Cholet (49)\n\nNotre client, PME industrielle de 140 personnes, nous a confié le recrutement de son assistant(e).").company).toBe('Arkéa Talents');
    expect(analyzePosting('HOLLAND & BYRNE – Recruitment Agency\nRef HB-2231\n\nWarehouse Team Leader – Nights – Daventry\n\nOur client, a national retailer, is looking for a Warehouse Team Leader for its distribution centre.').company).toBe('Holland & Byrne');
    expect(analyzePosting('HOLLAND & BYRNE – Recruitment Agency\nRef HB-2231\n\nWarehouse Team Leader – Nights – Daventry\n\nOur client, a national retailer, is looking for a Warehouse Team Leader.').forUnnamedClient).toBe(true);
  });
});

describe('a labelled employer with a count in brackets', () => {
  it('leaves the count out of the name', () => {
    expect(cleanCompany('Cabinet Kiné des Capucins (4 kinésithérapeutes, 1 ostéopathe)')).toBe('Cabinet Kiné des Capucins');
    expect(analyzePosting('Poste : Masseur-kinésithérapeute (H/F)\nStructure : Cabinet Kiné des Capucins (4 kinésithérapeutes, 1 ostéopathe)\nLieu : Angers (49)').company).toBe('Cabinet Kiné des Capucins');
  });
});

describe('a labelled employer followed by its town', () => {
  it('loses the dash the town leaves behind', () => {
    expect(cleanCompany('Centre Ophtalmologique du Parc – Tours (37)')).toBe('Centre Ophtalmologique du Parc');
  });
});

describe("a kind of employer's article", () => {
  it("is the sentence's, not the name's", () => {
    expect(cleanCompany("La Polyclinique de l'Erdre")).toBe("Polyclinique de l'Erdre");
  });
});

describe("a business's name closed by its trade in the plural", () => {
  it('is a company; a job title opening on its trade is not', () => {
    expect(cleanCompany('Azur Prestige Chauffeurs')).toBe('Azur Prestige Chauffeurs');
    expect(cleanCompany('Chauffeur VTC')).toBeNull();
  });
});

describe('a place named in a sentence of benefits', () => {
  it("is no employer ('2 office days a week at Temple Quay'), while a title line's 'at' still names one", () => {
    const posting = ['Junior Data Analyst', '', 'What we offer', "28 days' holiday plus bank holidays, 8% employer pension, 2 office days a week at Temple Quay, a day's volunteering leave."].join('\n');
    expect(analyzePosting(posting).company).not.toBe('Temple Quay');
    expect(analyzePosting('Barista at Pret A Manger (Piccadilly)\nYou will serve customers.').company).toBe('Pret A Manger');
  });
});

describe('an establishment named by its kind and its trade', () => {
  it.each([
    ['Assistant(e) dentaire\nLyon 6e (69)\n\nLe Centre dentaire des Brotteaux recrute un(e) assistant(e) dentaire pour compléter son équipe.', 'Centre dentaire des Brotteaux'],
    ["Diététicien(ne)\nMontpellier\n\nDans le cadre d'un remplacement, l'Hôpital privé des Garrigues (320 lits, Montpellier nord) recherche un(e) diététicien(ne).", 'Hôpital privé des Garrigues'],
  ])('is the employer: %j', (text, employer) => {
    expect(analyzePosting(text).company).toBe(employer);
  });

  it('needs a name after the trade: a kind and a trade alone name nobody', () => {
    expect(analyzePosting('Infirmier (H/F)\n\nLa Clinique privée recrute un infirmier de nuit.').company).toBeNull();
    expect(analyzePosting("Vendeur (H/F)\n\nL'équipe commerciale de Nantes recrute un vendeur.").company).toBeNull();
  });
});

describe('a list bullet is no title line', () => {
  it("takes no employer from a requirement's 'at Work'", () => {
    const posting = ['Fitness Instructor', 'Riverbend Leisure is a charitable trust that runs six leisure centres.', 'About you', '• Level 2 Gym Instructor qualification (essential)', '• First Aid at Work or Emergency First Aid at Work'].join('\n');
    expect(analyzePosting(posting).company).toBe('Riverbend Leisure');
  });
});

describe('a bulleted line with "at" in it', () => {
  // A civil service posting's behaviours: '- Delivering at Pace' gave the letter 'the Work Coach role at Pace'.
  it('names no employer', () => {
    const posting = ['Work Coach', 'Department for Work and Pensions', '', 'Behaviours', "We'll assess you against these behaviours:", '- Communicating and Influencing', '- Delivering at Pace'].join('\n');
    expect(analyzePosting(posting).company).toBe('Department for Work and Pensions');
  });
});

describe('an agency recruiting for a client it names', () => {
  // A temping agency's post and a recruitment firm's: the post is the named client's.
  it('gives the client as the employer, and no unnamed client', () => {
    const temping = analyzePosting(['Conducteur d\'engins TP (H/F)', 'Alphée Intérim', '', 'Alphée Intérim recrute pour son client Cantal Terrassement, entreprise de travaux publics de 40 salariés, un conducteur d\'engins.'].join('\n'));
    expect([temping.company, temping.forUnnamedClient]).toEqual(['Cantal Terrassement', false]);
    const firm = analyzePosting(['Technicien de maintenance ascenseurs H/F', 'Altéo Recrutement', '', 'Altéo Recrutement, cabinet spécialisé dans les métiers techniques du bâtiment, recrute pour son client ASCELIA, ascensoriste indépendant, un Technicien de maintenance ascenseurs H/F.'].join('\n'));
    expect(firm.company).toBe('ASCELIA');
  });
});
