import { describe, expect, it } from 'vitest';
import type { EvidenceFact, JobFact } from '../letter-facts.ts';
import { ENGLISH_VOICE } from './english-voice.ts';

const job: JobFact = { title: 'Senior Product Designer', employer: 'Monzo', startYear: 2021, endYear: null, current: true, sharedEmployer: false, volunteer: false };
const style = { tone: 'formal', variant: 0, seed: 1 } as const;

function told(text: string): string | null {
  const fact: EvidenceFact = { id: 1, text, job, answers: { concepts: [], stems: [] }, figure: false };
  return ENGLISH_VOICE.evidence(fact, true, 0, style);
}

describe('an English CV line told as work', () => {
  it('takes a noun phrase of duties after "my work includes"', () => {
    expect(told('Quarterly reforecasts and monthly variance analysis for divisional directors')).toBe('At Monzo, my work includes quarterly reforecasts and monthly variance analysis for divisional directors.');
  });

  it("joins a list of short duties with 'and', reading 'Stock control' and 'Invoice input' as nouns (duty-verbs.json)", () => {
    expect(told('Stock control, rotas, customer complaints')).toBe('At Monzo, my work includes stock control, rotas and customer complaints.');
    expect(told('Invoice input, bank reconciliations, filing')).toBe('At Monzo, my work covers invoice input, bank reconciliations and filing.');
  });

  it('takes no working pattern for work', () => {
    expect(told('Rota 8am–8pm including Saturdays')).toBeNull();
  });

  it("takes no amount for a duty 'my work includes', and tells a count of work by its verb (counted-work.json)", () => {
    expect(told('Around 14 completions a month')).toBeNull();
    expect(told('about 25 jobs a week')).toBe('At Monzo, I carry out about 25 jobs a week.');
    expect(told('leaks, taps, toilets, showers, blocked wastes, hot water cylinders, about 25 jobs a week, 4.9 stars on Checkatrade from 160 reviews')).toBe('At Monzo, I carry out about 25 jobs a week.');
  });

  it('tells the duties before an amount, then the amount by its verb, and nothing when the amount cannot be told', () => {
    expect(told('espresso, milk steaming, latte art, 300+ customers a shift')).toBe('At Monzo, my work includes espresso, milk steaming and latte art, and I serve 300+ customers a shift.');
    expect(told('three estates, 142 flats and houses, including communal repairs')).toBeNull();
    expect(told('Citizens Advice telephone assessor training, 2025')).toBeNull();
  });

  it('takes no list of dated stays for work', () => {
    expect(told('Brennan Homes (new build) 2019-now, self-employed subbie 2014-2019, apprenticeship at Moorcroft Builders 2012-2014')).toBeNull();
  });

  it('takes no sentence, no list of names and no dated course for work', () => {
    expect(told('Outside work, books have always been my thing')).toBeNull();
    expect(told('Salesforce, Gainsight, Zendesk, Excel')).toBeNull();
    expect(told('Word, Excel, Outlook')).toBeNull();
    expect(told('Citizens Advice telephone assessor training, 2025')).toBeNull();
  });

  it("tells a colon's list of details after 'including'", () => {
    expect(told('Bookkeeping for 30+ sole traders and limited companies: purchase and sales invoices, bank reconciliations, quarterly VAT returns (Making Tax Digital), month-end reports for clients')).toBe(
      'At Monzo, my work covers bookkeeping for 30+ sole traders and limited companies, including purchase and sales invoices, bank reconciliations, quarterly VAT returns (Making Tax Digital) and month-end reports for clients.',
    );
    expect(told('Chairside assistance for 2 dentists: check-ups, fillings, extractions, root canal treatment')).toBe('At Monzo, my work covers chairside assistance for 2 dentists, including check-ups, fillings, extractions and root canal treatment.');
  });

  it("gives 'a' to one thing of a measured many ('Portfolio of 150 SME customers'), and none to plurals", () => {
    expect(told('Caseload of 16–20 children under s17')).toBe('At Monzo, my work includes a caseload of 16–20 children under s17.');
    expect(told('Budgets of up to £200k a month on Meta and Pinterest')).toBe('At Monzo, my work includes budgets of up to £200k a month on Meta and Pinterest.');
  });

  it("reads two plurals before a preposition as nouns ('Services and repairs on…')", () => {
    expect(told('Services and repairs on rigid and 7.5 t vehicles: brakes, clutches, suspension')).toBe('At Monzo, my work covers services and repairs on rigid and 7.5 t vehicles, including brakes, clutches and suspension.');
  });

  it("tells 'Hit' as the past it is, and no career or past service as a duty", () => {
    expect(told('Hit monthly upsell targets 11 months out of 12')).toBe('At Monzo, I hit monthly upsell targets 11 months out of 12.');
    expect(told('Ex-British Army, Royal Logistic Corps (2008–2016)')).toBeNull();
    expect(told('First as bar staff, then as shift supervisor from March 2023')).toBeNull();
  });

  it("tells a role held within a past job with 'I was', never as a duty", () => {
    const fact: EvidenceFact = { id: 4, text: 'Section commander for 8 drivers', job: { ...job, employer: 'Royal Logistic Corps', current: false }, answers: { concepts: [], stems: [] }, figure: false };
    expect(ENGLISH_VOICE.evidence(fact, false, 0, { tone: 'formal', variant: 0, seed: 1 })).toMatch(/I was section commander for 8 drivers\.$/u);
  });

  it('never takes a person or a time for a duty', () => {
    expect(told('Contributor to the design system (120 components in Figma)')).toBeNull();
    expect(told('Every other weekend with the small mammals team')).toBeNull();
    expect(told('Part time, 16 hrs')).toBeNull();
  });

  it("says where the candidate's own sentence happened when it is the first of its job", () => {
    const fact: EvidenceFact = { id: 2, text: 'I kept the accounts and organised the summer fair', job: { ...job, employer: 'Colman Junior School', current: false }, answers: { concepts: [], stems: [] }, figure: false };
    expect(ENGLISH_VOICE.evidence(fact, true, 0, style)).toBe('At Colman Junior School, I kept the accounts and organised the summer fair.');
    expect(ENGLISH_VOICE.evidence(fact, false, 1, style)).toBe('I kept the accounts and organised the summer fair.');
  });

  it('names a job by its title when another job was at the same employer', () => {
    const fact: EvidenceFact = { id: 3, text: 'Handled 60 claims calls a day', job: { ...job, title: 'Claims Adviser', current: false, sharedEmployer: true }, answers: { concepts: [], stems: [] }, figure: false };
    expect(ENGLISH_VOICE.evidence(fact, true, 0, style)).toBe('As a Claims Adviser at Monzo, I handled 60 claims calls a day.');
    // Its later facts, in the paragraph that named it, do not name it again.
    expect(ENGLISH_VOICE.evidence(fact, false, 1, style)).toBe('I also handled 60 claims calls a day.');
  });
});

describe('a measured result is no work', () => {
  // A housing officer's LinkedIn profile, a graduate's contact centre job: told as a result, never after 'my work included'.
  it.each([
    ['Arrears on my patch reduced from 4.2% to 2.9% of the rent roll in two years', 'At Monzo, arrears on my patch fell from 4.2% to 2.9% of the rent roll in two years.'],
    ['Average quality score of 95% in monthly call assessments', 'At Monzo, my average quality score is 95% in monthly call assessments.'],
    ['First-time fix rate of 92% (team average 84%) in 2021', 'At Monzo, my first-time fix rate is 92% (team average 84%) in 2021.'],
  ])('tells %j as a result, of the thing measured', (line, sentence) => {
    expect(told(line)).toBe(sentence);
  });

  it('keeps a duty whose bracket gives its result, and reads no adjective in -ed as a verb', () => {
    expect(told('3-way matching against purchase orders and GRNs (cut unmatched invoices from 120 to 35 a month)') ?? '').not.toMatch(/\b(?:fell|rose|is|was) \d/u);
    expect(told('Unvented cylinder installs')).toBe('At Monzo, my work includes unvented cylinder installs.');
  });
});

describe('a passive opening takes its subject', () => {
  // A graduate's shop job and a shop assistant's: 'I have been…' in a current job, 'I was…' in a past one.
  it('tells what others gave the candidate with its subject', () => {
    expect(told('Trusted to cash up and open the shop')).toBe('At Monzo, I have been trusted to cash up and open the shop.');
    expect(ENGLISH_VOICE.evidence({ id: 1, text: 'Chosen as one of 4 door hosts during busy periods', job: { ...job, current: false, endYear: 2024 }, answers: { concepts: [], stems: [] }, figure: false }, false, 1, style)).toBe('I was chosen as one of 4 door hosts during busy periods.');
  });
});

describe('the credentials an English letter lists', () => {
  const facts = (credentials: string[]) => ({ language: 'english', position: 'Site Manager', credentials, required: [], tools: [], schedule: [], languages: [], preparing: null, degree: null, rightToWork: null }) as unknown as Parameters<typeof ENGLISH_VOICE.qualifications>[0];

  it("gives a scheme's acronym its noun and an article: 'a CSCS card', 'an Enhanced DBS check', 'an SIA … licence'", () => {
    expect(ENGLISH_VOICE.qualifications(facts(['CSCS', 'Enhanced DBS', 'SIA Door Supervisor licence', 'IPAF 3a/3b']), style)[0]).toContain(
      'I hold a CSCS card, an Enhanced DBS check, an SIA Door Supervisor licence and an IPAF 3a/3b card',
    );
  });

  it("gives a registration and a trade ticket their nouns: 'a GPhC registration', 'an unvented hot water G3 certificate'", () => {
    expect(ENGLISH_VOICE.qualifications(facts(['GPhC', 'Unvented hot water G3']), style)[0]).toContain('I hold a GPhC registration and an unvented hot water G3 certificate');
  });

  it("gives a training's subject its certificate ('First aid at work'), and a trained person's name its certification", () => {
    expect(ENGLISH_VOICE.qualifications(facts(['First aid at work', 'Counterbalance forklift', 'Mental Health First Aider']), style)[0]).toContain(
      'I hold a first aid at work certificate, a counterbalance forklift certificate and Mental Health First Aider certification',
    );
    expect(ENGLISH_VOICE.qualifications(facts(['Driver CPC', 'Fire Marshal']), style)[0]).toContain('I hold Driver CPC and Fire Marshal certification');
  });

  it("reads a degree's acronym letter by letter: 'an MSc', 'a BSc'", () => {
    const withDegree = (text: string) => ({ ...facts([]), degree: { text, year: null, school: null } }) as Parameters<typeof ENGLISH_VOICE.qualifications>[0];
    expect(ENGLISH_VOICE.qualifications(withDegree('MSc Statistics'), style).join(' ')).toMatch(/\ban MSc Statistics\b/u);
    expect(ENGLISH_VOICE.qualifications(withDegree('BSc Computer Science'), style).join(' ')).toMatch(/\ba BSc Computer Science\b/u);
  });

  it("gives no article to qualifications counted ('I hold 3 A-levels', never 'a 3 A-levels')", () => {
    const withDegree = (text: string) => ({ ...facts([]), degree: { text, year: 2018, school: null } }) as Parameters<typeof ENGLISH_VOICE.qualifications>[0];
    expect(ENGLISH_VOICE.qualifications(withDegree('3 A-levels'), style).join(' ')).toContain('My education includes 3 A-levels, obtained in 2018.');
    expect(ENGLISH_VOICE.qualifications(withDegree('Two A levels'), style).join(' ')).toContain('My education includes Two A levels, obtained in 2018.');
  });

  it("gives the UK gas register its noun, and a scheme's units their brackets ('ACS (CCN1, CENWAT, …)')", () => {
    expect(ENGLISH_VOICE.qualifications(facts(['Gas Safe', 'ACS CCN1, CENWAT, CKR1, HTR1']), style)[0]).toContain('I hold a Gas Safe registration and ACS (CCN1, CENWAT, CKR1, HTR1)');
  });

  it("names a French licence's categories in brackets, and none that is no category", () => {
    expect(ENGLISH_VOICE.qualifications(facts(['Permis B et BE']), style)[0]).toContain('I hold a driving licence (categories B and BE)');
    expect(ENGLISH_VOICE.qualifications(facts(['Permis de conduire']), style)[0]).toContain('I hold a driving licence');
    expect(ENGLISH_VOICE.qualifications(facts(['Permis de conduire']), style)[0]).not.toContain('category');
  });

  it("answers what else the posting asks, never 'For the X role, I hold…', and before the experience points back at nothing", () => {
    const others = { ...facts([]), tools: ['Excel'], languages: [{ name: 'French', level: 'B2' }] } as Parameters<typeof ENGLISH_VOICE.qualifications>[0];
    for (const variant of [0, 1] as const) {
      const [sentence = ''] = ENGLISH_VOICE.qualifications(others, { ...style, variant });
      expect(sentence).toMatch(/^(?:On the other points|As for the rest) of your posting for the Site Manager role, I have worked with Excel/u);
    }
    expect(ENGLISH_VOICE.qualifications(others, { ...style, variant: 2 })[0]).toMatch(/^Your posting for the Site Manager role asks for more than experience: I have worked with Excel/u);
    expect(ENGLISH_VOICE.qualifications(facts(['CSCS']), style).join(' ')).not.toMatch(/^For the/u);
  });

  it('leaves a named qualification as it is', () => {
    expect(ENGLISH_VOICE.qualifications(facts(['SMSTS', 'BS 7671 18th Edition']), style)[0]).toContain('I hold SMSTS and BS 7671 18th Edition');
  });
});

describe('volunteering', () => {
  it('is never told as a job', () => {
    const volunteer: JobFact = { ...job, title: 'Volunteer', employer: 'Todmere Digital Drop-in', volunteer: true };
    for (const variant of [0, 1, 2] as const) {
      const fact: EvidenceFact = { id: 4, text: 'Helping older people with email and online forms', job: volunteer, answers: { concepts: [], stems: [] }, figure: false };
      expect(ENGLISH_VOICE.evidence(fact, true, 0, { ...style, variant })).not.toMatch(/current job/u);
    }
  });
});

describe('a measured result no clause can tell', () => {
  const result: EvidenceFact = { id: 1, text: 'Site availability kept above 97.5% in 2025', job: { ...job, employer: 'Northwind O&M Ltd' }, answers: { concepts: [], stems: [] }, figure: true };

  it('is quoted whole after a colon, with the job when it opens the job’s facts, and each version its own words after one that does', () => {
    expect(ENGLISH_VOICE.evidence(result, true, 0, style)).toBe('At Northwind O&M Ltd, in figures: site availability kept above 97.5% in 2025.');
    expect([0, 1, 2].map((variant) => ENGLISH_VOICE.evidence(result, false, 1, { ...style, variant: variant as 0 | 1 | 2 }))).toEqual([
      'In figures: site availability kept above 97.5% in 2025.',
      'In numbers: site availability kept above 97.5% in 2025.',
      'Some figures: site availability kept above 97.5% in 2025.',
    ]);
    expect(ENGLISH_VOICE.resultFrame.test(ENGLISH_VOICE.evidence(result, true, 0, style) ?? '')).toBe(true);
  });

  it('is never the letter’s opening, and never holds a verb without its subject', () => {
    expect(ENGLISH_VOICE.resultOpening({} as never, result, style)).toBeNull();
    expect(ENGLISH_VOICE.evidence({ ...result, text: 'Around 92% of calls answered within 20 seconds, worked a rota of days and nights' }, true, 0, style)).toBeNull();
  });
});
