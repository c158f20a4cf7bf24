import { term, type TermEntry } from './term.ts';

const bacLevel = (level: number): TermEntry => term('diploma', `Bac+${level}`, `bac+${level}`, { level, byLevel: true });
const degree = (label: string, aliases: string, level: number, labelEn?: string): TermEntry =>
  term('diploma', label, aliases, labelEn === undefined ? { level } : { level, labelEn });
const certification = (label: string, aliases?: string): TermEntry => term('certification', label, aliases);
const spoken = (label: string, aliases: string, labelEn: string, implies?: string): TermEntry =>
  term('language', label, aliases, implies === undefined ? { labelEn } : { labelEn, implies: [implies] });

/**
 * Degrees (French and international) with their level in years after the baccalauréat,
 * certifications and spoken languages. A posting asking for 'Bac+3' is met by a CV holding a
 * Master (level 5).
 */
export const CREDENTIAL_TERMS: readonly TermEntry[] = [
  bacLevel(2),
  bacLevel(3),
  bacLevel(4),
  bacLevel(5),
  bacLevel(8),
  degree('BTS', 'bts|brevet de technicien supérieur', 2),
  degree('DUT', 'dut', 2),
  degree('BUT', '=BUT|bachelor universitaire de technologie', 3),
  degree('Licence', 'licence|licence professionnelle|licence pro', 3, "Bachelor's degree"),
  degree('Bachelor', "bachelor|bachelor's degree|bachelor degree|bsc|b.sc|=BA", 3, "Bachelor's degree"),
  // 'master' in lower case is also an English verb ('I master React'), and 'mastère' stems to
  // 'master': only the capitalised words or unambiguous phrases count.
  degree('Master', "=Master|=MASTER|=Mastère|=MASTÈRE|master 1|master 2|=M1|=M2|master universitaire|msc|m.sc|master's degree|master degree|master of science|master of arts|=MA Hons", 5, "Master's degree"),
  degree('MBA', 'mba', 5),
  degree("diplôme d'ingénieur", "diplôme d'ingénieur|école d'ingénieur|école d'ingénieurs|ingénieur diplômé|engineering degree", 5, 'engineering degree'),
  degree('Doctorat', 'doctorat|phd|ph.d|thèse de doctorat|doctorate', 8, 'PhD'),
  degree('CAP', '=CAP', 0),
  term('diploma', 'Baccalauréat', 'baccalauréat|=Bac|=BAC|bac pro|bac général|bac technologique', { level: 0, byLevel: true, labelEn: 'French baccalaureate' }),
  certification('PMP'),
  certification('PRINCE2', 'prince2'),
  certification('ITIL'),
  certification('TOEIC'),
  certification('TOEFL'),
  certification('IELTS'),
  certification('AWS Certified', 'aws certified|certification aws'),
  certification('permis B', "permis b|permis de conduire|driving licence|driver's license|driving license"),
  spoken('anglais courant', 'anglais courant|anglais fluent|anglais bilingue|bilingue anglais|anglais professionnel|anglais c1|anglais c2|anglais niveau c1|fluent english|fluent in english|english fluent|english c1|english c2|business english|professional english', 'fluent English', 'anglais'),
  spoken('anglais', 'anglais|english', 'English'),
  spoken('français courant', 'français courant|français natif|français langue maternelle|français bilingue|fluent french|fluent in french|french fluent|native french|french native', 'fluent French'),
  spoken('espagnol', 'espagnol|spanish', 'Spanish'),
  spoken('allemand', 'allemand|german', 'German'),
  spoken('italien', 'italien|italian', 'Italian'),
  spoken('portugais', 'portugais|portuguese', 'Portuguese'),
  spoken('chinois', 'chinois|mandarin|chinese', 'Chinese'),
  spoken('arabe', 'arabe|arabic', 'Arabic'),
];
