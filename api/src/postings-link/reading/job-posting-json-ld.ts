import { htmlToText } from './html-to-text.ts';

/** What a page's schema.org JobPosting says, as text (https://schema.org/JobPosting). */
export interface JobPostingData {
  position: string | null;
  company: string | null;
  place: string | null;
  contract: string | null;
  /** The description, as plain lines. */
  description: string;
  /** Qualifications, skills, responsibilities…, each under its French heading, as '- ' lines. */
  sections: Array<{ heading: string; lines: string[] }>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

// JSON-LD nests (an array, @graph, a JobPosting inside a WebPage's mainEntity): the search goes this
// deep and looks at this many nodes at most, whatever a page holds.
const MAX_DEPTH = 8;
const MAX_NODES = 5000;

// schema.org's employmentType values, as a French posting says them; any other value (boards write
// 'CDI', 'Alternance') is kept as written.
const EMPLOYMENT_TYPES: Record<string, string> = {
  FULL_TIME: 'Temps plein',
  PART_TIME: 'Temps partiel',
  CONTRACTOR: 'Indépendant',
  TEMPORARY: 'Contrat temporaire',
  INTERN: 'Stage',
  VOLUNTEER: 'Bénévolat',
  PER_DIEM: 'À la journée',
};

// The properties that list what the job asks and gives, in the order a posting shows them.
const SECTIONS: Array<[string, string]> = [
  ['responsibilities', 'Missions'],
  ['qualifications', 'Profil recherché'],
  ['skills', 'Compétences'],
  ['experienceRequirements', 'Expérience'],
  ['educationRequirements', 'Formation'],
];

/**
 * The first JobPosting among a page's JSON-LD blocks (`<script type="application/ld+json">`), read
 * into text, or null when there is none. A block that is not valid JSON is passed over.
 */
export function findJobPosting(blocks: Iterable<string>): JobPostingData | null {
  for (const block of blocks) {
    const node = jobPostingNode(parseJson(block));
    if (node) return readJobPosting(node);
  }
  return null;
}

function parseJson(text: string): Json {
  // Some pages wrap the block in an HTML comment or CDATA, as old browsers needed.
  const trimmed = text.trim().replace(/^(?:<!--|\/\/\s*<!\[CDATA\[)/, '').replace(/(?:-->|\/\/\s*\]\]>)$/, '');
  try {
    return JSON.parse(trimmed) as Json;
  } catch {
    return null;
  }
}

function isJobPosting(node: JsonObject): boolean {
  const types = node['@type'];
  // 'JobPosting', 'schema:JobPosting', 'https://schema.org/JobPosting', alone or in a list.
  return (Array.isArray(types) ? types : [types]).some((type) => typeof type === 'string' && /(?:^|[/:#])JobPosting$/.test(type));
}

function jobPostingNode(root: Json): JsonObject | null {
  const queue: Array<[Json, number]> = [[root, 0]];
  for (let seen = 0; queue.length > 0 && seen < MAX_NODES; seen += 1) {
    const [node, depth] = queue.shift() ?? [null, 0];
    if (node === null || typeof node !== 'object' || depth > MAX_DEPTH) continue;
    if (Array.isArray(node)) {
      queue.push(...node.map((child): [Json, number] => [child, depth + 1]));
      continue;
    }
    if (isJobPosting(node)) return node;
    queue.push(...Object.values(node).map((child): [Json, number] => [child, depth + 1]));
  }
  return null;
}

function readJobPosting(node: JsonObject): JobPostingData {
  return {
    position: text(node.title) ?? text(node.name),
    company: nameOf(node.hiringOrganization),
    place: placeOf(node.jobLocation) ?? remotePlace(node),
    contract: contractOf(node.employmentType),
    description: typeof node.description === 'string' ? htmlToText(node.description) : '',
    sections: SECTIONS.map(([key, heading]) => ({ heading, lines: listOf(node[key]) })).filter(({ lines }) => lines.length > 0),
  };
}

/** A short value as one line: entities and tags a board left in it are read, blanks collapsed. */
function text(value: Json | undefined): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const line = htmlToText(String(value)).replace(/\s+/g, ' ').trim();
  return line === '' ? null : line;
}

function first(value: Json | undefined): Json | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function nameOf(value: Json | undefined): string | null {
  const organisation = first(value);
  if (organisation && typeof organisation === 'object' && !Array.isArray(organisation)) return text(organisation.name);
  return text(organisation);
}

function placeOf(value: Json | undefined): string | null {
  const places = (Array.isArray(value) ? value : [value]).map(onePlace).filter((place): place is string => place !== null);
  return places.length > 0 ? [...new Set(places)].join(' ; ') : null;
}

function onePlace(place: Json | undefined): string | null {
  if (!place || typeof place !== 'object' || Array.isArray(place)) return text(place);
  const address = place.address;
  if (!address || typeof address !== 'object' || Array.isArray(address)) return text(address) ?? text(place.name);
  const locality = text(address.addressLocality);
  const region = text(address.addressRegion);
  const country = nameOf(address.addressCountry);
  const parts = locality ? [locality, region !== locality ? region : null] : [region, country];
  const found = parts.filter((part): part is string => part !== null);
  return found.length > 0 ? found.join(', ') : text(place.name);
}

// A remote job may give no place at all, only `jobLocationType: TELECOMMUTE`.
function remotePlace(node: JsonObject): string | null {
  return node.jobLocationType === 'TELECOMMUTE' ? 'Télétravail' : null;
}

function contractOf(value: Json | undefined): string | null {
  const types = (Array.isArray(value) ? value : [value])
    .map((type) => (typeof type === 'string' ? (EMPLOYMENT_TYPES[type.trim().toUpperCase()] ?? text(type)) : null))
    .filter((type): type is string => type !== null && type.toUpperCase() !== 'OTHER');
  return types.length > 0 ? [...new Set(types)].join(', ') : null;
}

/** A text (HTML or plain), a list of texts, or schema.org objects with a name or a description: '- ' lines. */
function listOf(value: Json | undefined): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    const body = item && typeof item === 'object' && !Array.isArray(item) ? (item.description ?? item.name ?? item.credentialCategory) : item;
    if (typeof body !== 'string') return [];
    return htmlToText(body)
      .split('\n')
      .map((line) => line.replace(/^- /, '').trim())
      .filter((line) => line !== '');
  });
}
