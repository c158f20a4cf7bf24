import { foldText } from '../text/fold.ts';
import { looksLikeJobTitle } from '../text/job-titles.ts';
import { knownCity } from '../text/places.ts';

// A company name: up to five capitalised words ('Maison Lumen', "L'Oréal", 'BNP Paribas'),
// possibly joined by '&', 'de', 'of'…
const NAME = String.raw`(\p{Lu}[\p{L}\d&'’.+-]*(?:\s+(?:&\s+)?(?:(?:de|du|des|of|and|et)\s+)?[\p{Lu}\d][\p{L}\d&'’.+-]*){0,4})`;
const NOT_LETTER = String.raw`(?![\p{L}])`;

// Generic descriptors before a name: 'La société Acme recrute', 'Société Lumio recrute', 'Le cabinet
// Fidal recherche' → 'Acme', 'Lumio', 'Fidal'.
const DESCRIPTOR = String.raw`(?:(?:[Ll]a |[Ll]e |[Ll]['’])?(?:[Ss]oci[ée]t[ée]|[Ee]ntreprise|[Ss]tart-?up|[Ss]cale-?up|[Cc]abinet|[Aa]gence|[Aa]ssociation|[Mm]arque|[Mm]aison de)\s+)?`;

const LABELLED = new RegExp(
  String.raw`^\s*(?:entreprise|soci[ée]t[ée]|employeur|company(?: name)?|employer|organi[sz]ation|structure|nom de l['’]entreprise|recruteur|hiring company)\s*[:：]\s*(.+)$`,
  'imu',
);

// Ordered by how reliable each wording is.
const PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`(?:^|[.!?]\s+)${DESCRIPTOR}${NAME}\s+(?:recrute|recherche|is hiring|is looking for|is recruiting|are hiring|seeks|est à la recherche)${NOT_LETTER}`, 'mu'),
  new RegExp(String.raw`(?:^|[.!?]\s+)Chez\s+${NAME}\s*,`, 'mu'),
  new RegExp(String.raw`(?:^|[.!?]\s+)At\s+${NAME}\s*,\s*(?:we|our)\b`, 'mu'),
  new RegExp(String.raw`^\s*(?:About|[ÀA] propos (?:de |d['’])|Qui est|Who is|Rejoignez|Rejoindre|Join|Pourquoi rejoindre|Why join)\s*${NAME}\s*[?!:.]?\s*$`, 'mu'),
  new RegExp(String.raw`(?:^|[.!?]\s+)(?:Rejoignez|Rejoindre|Join)\s+${NAME}\s+(?:en tant que|comme|as)\s`, 'mu'),
  new RegExp(String.raw`^.{3,80}?\s(?:chez|at|@)\s+${NAME}\s*(?:\(|$|[-–—|,])`, 'mu'),
  new RegExp(String.raw`^${DESCRIPTOR}${NAME}(?:\s+est\s+(?:un|une|le|la|l['’]|aujourd|depuis|leader|n°|né)|\s+is\s+(?:a|an|the)\s|\s*,\s*(?:leader|start-?up|scale-?up|éditeur|acteur|spécialiste|pionnier|groupe|entreprise|a leading|the leading|an? ))`, 'mu'),
];

// First words that make a phrase a pronoun or a section, never a company name ('Nous recrutons',
// 'Votre profil'). 'La' and 'Le' stay allowed: 'La Poste recrute'.
const NOT_A_NAME_START = new Set([
  'nous', 'we', 'vous', 'you', 'notre', 'nos', 'our', 'votre', 'vos', 'your', 'ils', 'elles', 'they', 'il', 'elle', 'on',
  'ce', 'cette', 'this', 'that', 'profil', 'poste', 'missions', 'mission', 'description', 'avantages', 'offre', 'job',
  'the', 'un', 'une', 'a', 'an', 'if', 'si', 'pour', 'for', 'en', 'in', 'as',
]);

const GENERIC = new Set(['notre client', 'our client', 'notre entreprise', 'the company', 'confidentiel', 'confidential', 'le groupe', 'la societe', 'l entreprise', 'une entreprise']);

const LEGAL_FORM = /\s+(?:SAS|SASU|SARL|SA|EURL|SCOP|Inc\.?|Ltd\.?|LLC|GmbH|plc|Limited)$/i;

// 'Decathlon Lyon Part-Dieu' is the Lyon store of Decathlon: the company's name stops at the city.
function withoutPlace(name: string): string {
  const words = name.split(/\s+/);
  const cityAt = words.findIndex((word, index) => index > 0 && knownCity(word) !== null);
  return cityAt > 0 ? words.slice(0, cityAt).join(' ') : name;
}

function cleanCompany(raw: string): string | null {
  const name = withoutPlace(raw.trim().replace(/^[\s"'«“]+|[\s"'»”.,;:!?]+$/g, '').replace(LEGAL_FORM, '').trim());
  const folded = foldText(name).replace(/['’]/g, ' ');
  const firstWord = folded.split(/\s+/)[0] ?? '';
  if (name.length < 2 || name.length > 60 || name.split(/\s+/).length > 6) return null;
  if (GENERIC.has(folded) || NOT_A_NAME_START.has(firstWord)) return null;
  if (looksLikeJobTitle(name)) return null;
  return name;
}

/**
 * Finds the hiring company's name in a posting: a labelled line ('Entreprise : X', 'Company: X'),
 * then wordings such as 'X recrute', 'La société X recherche', 'X is hiring', 'Chez X, nous…',
 * 'At X, we…', 'À propos de X', 'About X', 'Rejoignez X', a title line '… chez X' / '… at X',
 * and finally 'X est une…' / 'X is a…'. Pronouns and placeholders ('Nous', 'Notre client')
 * are never taken for a name. Returns null when no wording names the company.
 */
export function findCompany(text: string): string | null {
  const labelled = LABELLED.exec(text)?.[1];
  if (labelled !== undefined) {
    const name = cleanCompany(labelled);
    if (name !== null) return name;
  }
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      const name = cleanCompany(match[1] ?? '');
      if (name !== null) return name;
    }
  }
  return null;
}
