import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analyze-resume.ts';
import { unfoldColumns } from './resume-columns.ts';

const TWO_COLUMNS = [
  'JON ETXEBERRIA                                    CONTACT',
  'Technicien fibre optique FTTH                     06 29 85 71 40',
  'EXPÉRIENCES                                       Anglet (64)',
  '                                                  Permis B',
  'Technicien raccordement FTTH',
  'Sud Connect Services, Biarritz                    COMPÉTENCES',
  "mars 2023 – aujourd'hui                           Soudure optique (soudeuse",
  '- Raccordements du PBO à la PTO chez               Fujikura)',
  '- Tirage de câble en souterrain et en             Travail en hauteur',
  'aérien, pose de PTO                               (échelle)',
].join('\n');

describe('a CV in two columns', () => {
  it('reads the left column, then the right one, with their wrapped lines joined', () => {
    expect(unfoldColumns(TWO_COLUMNS).split('\n')).toEqual([
      'JON ETXEBERRIA',
      'Technicien fibre optique FTTH',
      'EXPÉRIENCES',
      'Technicien raccordement FTTH',
      'Sud Connect Services, Biarritz',
      "mars 2023 – aujourd'hui",
      '- Raccordements du PBO à la PTO chez',
      '- Tirage de câble en souterrain et en aérien, pose de PTO',
      '',
      'CONTACT',
      '06 29 85 71 40',
      'Anglet (64)',
      'Permis B',
      'COMPÉTENCES',
      'Soudure optique (soudeuse Fujikura)',
      'Travail en hauteur (échelle)',
    ]);
  });

  it('never takes a skill of the right column for an employer', () => {
    const resume = analyzeResume(TWO_COLUMNS);
    expect(resume.jobs.map((job) => [job.title, job.employer])).toEqual([['Technicien raccordement FTTH', 'Sud Connect Services']]);
    expect(resume.skills).toContain('Travail en hauteur (échelle)');
  });

  it('leaves a one-column CV and its aligned tables alone', () => {
    const table = ['Anglais        courant', 'Espagnol       notions', 'Excel          avancé', 'Word           avancé', 'SAP            bases', 'Sage           bases'].join('\n');
    expect(unfoldColumns(table)).toBe(table);
  });

  it("joins a job's or a diploma's line wrapped before its dates, not a place alone", () => {
    const cv = [
      'SOFIA MARQUES                          WORK EXPERIENCE',
      'Customer service | Hospitality         Front of House Supervisor – The Ivy Clifton',
      '                                       Brasserie, Bristol      May 2023 – present',
      'CONTACT                                - Greeting guests, managing a section',
      '07562 093 318                          Waiter – Café Rouge, Bath',
      'sofia.marques@gmail.com                Bristol, 2021 – 2023',
      'LANGUAGES                              EDUCATION',
      'Portuguese (native)                    BTEC Level 3 Travel & Tourism, Weston',
      '                                       College, 2021',
    ].join('\n');
    expect(unfoldColumns(cv).split('\n').slice(6).map((line) => line.replace(/ +/g, ' '))).toEqual([
      '',
      'WORK EXPERIENCE',
      'Front of House Supervisor – The Ivy Clifton Brasserie, Bristol May 2023 – present',
      '- Greeting guests, managing a section',
      'Waiter – Café Rouge, Bath',
      'Bristol, 2021 – 2023',
      'EDUCATION',
      'BTEC Level 3 Travel & Tourism, Weston College, 2021',
    ]);
  });
});

describe('a CV in two columns parted by tabs', () => {
  // A care worker's CV copied from a table: its left cells are short, its right ones start after a tab.
  it('reads the left column, then the right one', () => {
    const text = [
      'Nadia Bensalem\tEXPÉRIENCE PROFESSIONNELLE',
      'Aide-soignante\tDepuis mars 2023 : ASH en EHPAD (CDI), Résidence Les Tilleuls',
      '\t- aide à la toilette et au change',
      'CONTACT\t- transmissions orales à l’équipe',
      '06 58 19 72 40\t2019 – 2023 : Auxiliaire de vie à domicile, ADMR',
      'Pessac (33)\t- aide aux repas, courses',
    ].join('\n');
    expect(unfoldColumns(text).split('\n')).toEqual([
      'Nadia Bensalem',
      'Aide-soignante',
      'CONTACT',
      '06 58 19 72 40',
      'Pessac (33)',
      '',
      'EXPÉRIENCE PROFESSIONNELLE',
      'Depuis mars 2023 : ASH en EHPAD (CDI), Résidence Les Tilleuls',
      '- aide à la toilette et au change',
      '- transmissions orales à l’équipe',
      '2019 – 2023 : Auxiliaire de vie à domicile, ADMR',
      '- aide aux repas, courses',
    ]);
  });
});

describe('a right column reached with a narrow gap', () => {
  // A parts storeman's CV and a crane operator's: a long left line leaves only two spaces before the right column,
  // and a left line cut after 'de' goes on on the next one, whatever its first character.
  const lines = [
    'MICKAËL QUÉRÉ                                    Magasinier pièces auto',
    'EXPÉRIENCE PROFESSIONNELLE                       COMPÉTENCES',
    'Magasinier vendeur comptoir (CDI)                • Vente comptoir pros',
    '- Conseil au comptoir des garagistes et          CACES R489',
    '  carrossiers (freinage, filtration, embrayage)  cat. 1A, 3 et 5',
    '- Inventaires tournants : écart ramené de        passés en mars 2022',
    '  2,1 % à 0,6 % en un an                         valables jusqu\'en mars 2027',
    'Missions chez SCOB Bâtiment et Ouest Génie Civil  Pêche en mer, foot',
  ].join('\n');

  it('parts the line at the column and joins the cut line to its end', () => {
    const [left = '', right = ''] = unfoldColumns(lines).split('\n\n');
    expect(left.split('\n')).toEqual([
      'MICKAËL QUÉRÉ',
      'EXPÉRIENCE PROFESSIONNELLE',
      'Magasinier vendeur comptoir (CDI)',
      '- Conseil au comptoir des garagistes et carrossiers (freinage, filtration, embrayage)',
      '- Inventaires tournants : écart ramené de 2,1 % à 0,6 % en un an',
      'Missions chez SCOB Bâtiment et Ouest Génie Civil',
    ]);
    expect(right).toContain('CACES R489 cat. 1A, 3 et 5');
    expect(right).toContain('Pêche en mer, foot');
  });
});

describe('a table whose rows open on dates', () => {
  it('reads each row left to right, its bullets under it, where a two-column page would be unfolded', () => {
    const table = [
      'EXPÉRIENCE',
      "Sept. 2022 – aujourd'hui\tData scientist – Verdello, Lyon",
      '\t• Analyse d’environ 40 tests A/B par an',
      '03/2011 – 10/2024\tTechnicien frigoriste SAV\tFroid Service Lyonnais, Corbas',
      'COMPÉTENCES',
      'Régulation\tDanfoss, Eliwell, Carel',
    ].join('\n');
    expect(unfoldColumns(table).split('\n')).toEqual([
      'EXPÉRIENCE',
      "Sept. 2022 – aujourd'hui : Data scientist – Verdello, Lyon",
      '• Analyse d’environ 40 tests A/B par an',
      '03/2011 – 10/2024 : Technicien frigoriste SAV – Froid Service Lyonnais, Corbas',
      'COMPÉTENCES',
      'Régulation : Danfoss, Eliwell, Carel',
    ]);
  });

  it('still unfolds two columns whose cells hold headings', () => {
    const twoColumns = ['Nadia BENSALEM\tEXPÉRIENCE PROFESSIONNELLE', 'Agent de service hospitalier\tDepuis mars 2023 : ASH en EHPAD', '06 58 19 72 40\t- aide à la toilette', 'FORMATIONS\t- transmissions orales', 'DEAS en cours\t2019 – 2023 : Auxiliaire de vie, ADMR'].join('\n');
    expect(unfoldColumns(twoColumns).split('\n')[0]).toBe('Nadia BENSALEM');
  });
});
