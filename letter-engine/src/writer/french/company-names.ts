import { elides } from './nouns.ts';

type Gender = 'masculine' | 'feminine';

// A name that starts with a common noun takes that noun's article: 'la Clinique Saint-Yves', 'le CHU de
// Nantes', 'l'Hôpital Necker', 'le Groupe Verdier'. Places are where one works 'à' ('au CHU', 'à la
// Brasserie Le Carnot'); bodies are where one works 'chez' ('chez le Groupe Verdier').
const PLACES: Readonly<Record<string, Gender>> = {
  café: 'masculine', brasserie: 'feminine', restaurant: 'masculine', bistrot: 'masculine', bistro: 'masculine', bar: 'masculine',
  hôtel: 'masculine', auberge: 'feminine', camping: 'masculine', hôpital: 'masculine', clinique: 'feminine', chu: 'masculine',
  chru: 'masculine', chr: 'masculine', ch: 'masculine', ehpad: 'masculine', résidence: 'feminine',
  centre: 'masculine', crèche: 'feminine', pharmacie: 'feminine', laboratoire: 'masculine', cabinet: 'masculine',
  école: 'feminine', académie: 'feminine', collège: 'masculine', lycée: 'masculine', université: 'feminine', institut: 'masculine',
  mairie: 'feminine', préfecture: 'feminine', médiathèque: 'feminine', bibliothèque: 'feminine', musée: 'masculine',
  théâtre: 'masculine', boulangerie: 'feminine', magasin: 'masculine', supermarché: 'masculine', hypermarché: 'masculine',
  entrepôt: 'masculine', garage: 'masculine', atelier: 'masculine', salon: 'masculine', domaine: 'masculine',
  château: 'masculine', manoir: 'masculine', moulin: 'masculine', abbaye: 'feminine', ferme: 'feminine', chalet: 'masculine',
  gîte: 'masculine', relais: 'masculine', table: 'feminine', librairie: 'feminine', boucherie: 'feminine', fromagerie: 'feminine', cave: 'feminine',
  festival: 'masculine', cinéma: 'masculine', parc: 'masculine', piscine: 'feminine', stade: 'masculine', gare: 'feminine',
  aéroport: 'masculine', marché: 'masculine', polyclinique: 'feminine', maternité: 'feminine', crêperie: 'feminine', pizzeria: 'feminine',
  fournil: 'masculine', mecs: 'feminine', foyer: 'masculine', ime: 'masculine', itep: 'masculine', esat: 'masculine',
  laiterie: 'feminine', biscuiterie: 'feminine', charcuterie: 'feminine', poissonnerie: 'feminine', pâtisserie: 'feminine',
  papeterie: 'feminine', fonderie: 'feminine', scierie: 'feminine', menuiserie: 'feminine', imprimerie: 'feminine',
  blanchisserie: 'feminine', conserverie: 'feminine', distillerie: 'feminine', verrerie: 'feminine', usine: 'feminine',
  cuisine: 'feminine', plateforme: 'feminine', ville: 'feminine', commune: 'feminine',
};
// Heads in the plural take 'aux': 'aux Ateliers Lacoste Peinture' (a painter's letter had 'chez Ateliers…', the panel),
// 'aux Salaisons du Haut-Anjou', 'aux Papeteries de Domène'.
const PLURAL_PLACES = new Set(['ateliers', 'papeteries', 'fromageries', 'salaisons', 'laiteries', 'chantiers', 'établissements', 'éditions', 'caves', 'fonderies', 'forges', 'archives']);
const BODIES: Readonly<Record<string, Gender>> = {
  groupe: 'masculine', crédit: 'masculine', réseau: 'masculine', collectif: 'masculine', banque: 'feminine',
  agence: 'feminine', association: 'feminine', société: 'feminine', fondation: 'feminine', caisse: 'feminine',
  compagnie: 'feminine', mutuelle: 'feminine', fédération: 'feminine', conseil: 'masculine', office: 'masculine',
};

// The armed and uniformed services are served in, not worked at: 'dans la Marine nationale' (a naval mechanic turned
// welder's CV; the panel read 'chez Marine nationale' as a fault), 'dans l'Armée de terre', 'dans la Gendarmerie nationale'.
const SERVICES: Readonly<Record<string, Gender>> = { marine: 'feminine', armée: 'feminine', gendarmerie: 'feminine', police: 'feminine' };

// The name's own article: 'Le Comptoir des Halles', 'La Poste', 'L'Atelier du Pain', 'Les Fromageries Bel'.
const OWN_ARTICLE = /^(?:(les|le|la) |(l['’]))(?=\S)/iu;

function headNoun(name: string): { kind: 'place' | 'body'; gender: Gender } | null {
  const first = (/^[\p{L}]+/u.exec(name)?.[0] ?? '').toLocaleLowerCase('fr');
  // A head in lower case is a place's kind all the same: 'au restaurant L'Ardoise du Marché', 'à l'association Tours
  // Emploi Solidaire', never 'chez restaurant…'.
  if (first === '') return null;
  const place = PLACES[first];
  if (place !== undefined) return { kind: 'place', gender: place };
  const body = BODIES[first];
  return body === undefined ? null : { kind: 'body', gender: body };
}

function article(name: string, gender: Gender): string {
  if (elides(name)) return `l'${name}`;
  return gender === 'feminine' ? `la ${name}` : `le ${name}`;
}

/** The company as a sentence names it: 'Meditrack', 'la Clinique Saint-Yves', 'le CHU de Nantes', 'Le Comptoir des Halles'. */
export function companyWithArticle(name: string): string {
  const head = headNoun(name);
  return head === null ? name : article(name, head.gender);
}

/**
 * Where one works or worked: 'chez Meditrack', 'chez le Groupe Verdier', 'au CHU de Nantes',
 * 'à la Clinique Saint-Yves', 'à l'Hôpital Necker', 'au Comptoir des Halles', 'à La Poste', 'dans la Marine nationale'.
 */
export function workplaceOf(name: string): string {
  const own = OWN_ARTICLE.exec(name);
  if (own !== null) {
    const rest = name.slice(own[0].length);
    const word = (own[1] ?? own[2] ?? '').toLocaleLowerCase('fr');
    if (word === 'le') return `au ${rest}`;
    if (word === 'les') return `aux ${rest}`;
    return `à ${name}`;
  }
  const service = SERVICES[(/^[\p{L}]+/u.exec(name)?.[0] ?? '').toLocaleLowerCase('fr')];
  if (service !== undefined) return `dans ${article(name, service)}`;
  if (PLURAL_PLACES.has((/^[\p{L}]+/u.exec(name)?.[0] ?? '').toLocaleLowerCase('fr'))) return `aux ${name}`;
  const head = headNoun(name);
  if (head === null) return `chez ${name}`;
  if (head.kind === 'body') return `chez ${article(name, head.gender)}`;
  if (elides(name)) return `à l'${name}`;
  return head.gender === 'feminine' ? `à la ${name}` : `au ${name}`;
}
