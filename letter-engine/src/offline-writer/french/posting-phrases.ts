import { bare, lowerFirst } from '../phrase-kit.ts';
import { withArticle } from './nouns.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const IRREGULAR_WE: Readonly<Record<string, string>> = { sommes: 'êtes', avons: 'avez', faisons: 'faites', disons: 'dites' };

// The posting's 'nous' becomes the letter's 'vous': 'Notre plateforme aide…' → 'votre plateforme aide…',
// 'nous accompagnons' → 'vous accompagnez'.
function toSecondPerson(text: string): string {
  return text
    .replace(/\bnous\s+(\p{L}+)/giu, (_whole, verb: string) => {
      const lower = verb.toLocaleLowerCase('fr');
      if (IRREGULAR_WE[lower] !== undefined) return `vous ${IRREGULAR_WE[lower]}`;
      return lower.endsWith('ons') ? `vous ${lower.slice(0, -3)}ez` : `vous ${verb}`;
    })
    .replace(/\bnotre\b/giu, 'votre')
    .replace(/\bnos\b/giu, 'vos')
    .replace(/\bnous\b/giu, 'vous');
}

// Sentences about the hiring itself, or already addressed to the reader, say nothing about the company.
const NOT_A_FACT = /\b(?:vous|votre|vos|je|j['’]|recrut\p{L}*|recherch\p{L}*|postul\p{L}*|candidat\p{L}*|rejoi\p{L}*|offre|poste|cdi|cdd|h\/f|f\/h)\b/iu;
const VERB = /\b(?:est|sont|compte|emploie|réunit|regroupe|rassemble|fédère|accompagne|aide|propose|conçoit|développe|fabrique|produit|distribue|exploite|gère|opère|accueille|offre|crée|édite|intervient|assure|dispose|possède|soigne|vend|commercialise|livre|réalise|a|ont|équipe|couvre|sert|place|met|construit|innove|transforme|simplifie|permet|connecte|forme|soutient|défend|agit|œuvre|figure|représente|totalise|cumule|affiche|renforce|ouvre|lance|investit|accélère|poursuit|prépare|structure|étoffe|agrandit|compte|dirige|pilote|anime|imagine|fabrique|vise|souhaite|continue|entend|s['’]appuie|s['’]engage|s['’]adresse|se développe|se distingue|\p{L}+ez|êtes|avez)\b/iu;
const COMMON_START = /^(?:le|la|les|l['’]|un|une|des|depuis|fondée?|créée?|née?|avec|en|chez|ce|cette|ces|cet|il|elle|dans|sur|votre|vos|vous|implantée?|présente?|leader|spécialiste|acteur|actrice)\b/iu;

/**
 * A sentence of the posting's company presentation turned into a clause the letter can take up
 * after 'que': 'Notre plateforme aide 1 200 cabinets médicaux…' → 'votre plateforme aide 1 200
 * cabinets médicaux…', 'L'entreprise compte 45 collaborateurs' → 'Meditrack compte 45
 * collaborateurs', 'Clinéo, réseau de 14 cliniques' → 'Clinéo est un réseau de 14 cliniques'.
 * Null for sentences about the hiring, addressed to the reader, without a verb, or too long.
 */
export function frenchCompanyFact(sentence: string, company: string | null): string | null {
  let text = bare(sentence).replace(/\s+/g, ' ');
  const words = text.split(' ').length;
  if (words < 4 || words > 32 || NOT_A_FACT.test(text)) return null;
  if (company !== null) {
    const subject = /(?:l['’]entreprise|la société|le groupe|la start-?up|la structure|l['’]association)/iu.source;
    text = text
      .replace(new RegExp(`^${subject}\\b(?!\\s+${escapeRegExp(company.split(' ').pop() ?? '')})`, 'iu'), company)
      // 'Fondée en 2019, l'entreprise compte…' → 'Meditrack, fondée en 2019, compte…'
      .replace(new RegExp(`^((?:fondée?|créée?|née?|implantée?|basée?|présente?)\\s[^,]+),\\s+${subject}\\s`, 'iu'), (_whole, lead: string) => `${company}, ${lowerFirst(lead)}, `);
  }
  const apposition = company === null ? null : new RegExp(`^${escapeRegExp(company)},\\s+([^,]+)(,.*)?$`, 'u').exec(text);
  if (apposition !== null && !VERB.test(text)) {
    const noun = (apposition[1] ?? '').trim();
    const article = /^(?:un|une|le|la|l['’])/iu.test(noun) ? noun : withArticle(noun).replace(/^(?:le|l')\s?/, 'un ').replace(/^la\s/, 'une ').replace(/^les\s/, 'des ');
    text = `${company} est ${article}${apposition[2] ?? ''}`;
  }
  text = toSecondPerson(text);
  if (!VERB.test(text)) return null;
  return COMMON_START.test(text) ? lowerFirst(text) : text;
}

/** A mission of the posting as the letter can take it up: an infinitive ('concevoir…') or a noun phrase with its article ('la gestion des stocks'). */
export type MissionPhrase = { form: 'verb' | 'noun'; text: string };

const NOT_INFINITIVE = /^(?:dossier|fichier|atelier|chantier|métier|premier|dernier|courrier|calendrier|panier|quartier|loisir|avenir|plaisir|désir|souvenir|manager|leader)$/;
const RE_INFINITIVE = /^(?:prendre|mettre|produire|conduire|construire|suivre|vendre|rendre|répondre|réduire|traduire|promouvoir|entreprendre|apprendre|comprendre|décrire|rédiger|écrire|inscrire|résoudre|être|faire|dire|lire|plaire)$/;

function isInfinitive(word: string): boolean {
  if (NOT_INFINITIVE.test(word)) return false;
  return /(?:er|ir)$/.test(word) || RE_INFINITIVE.test(word);
}

/**
 * A mission line of the posting ('Concevoir et développer de nouvelles fonctionnalités sur notre
 * application web', 'Gestion des stocks et des commandes') as the letter can promise it, in the
 * second person ('votre application web'). Long lines are cut at their first comma or
 * parenthesis; lines addressed to the reader ('Vous serez…') are left out.
 */
export function frenchMission(line: string): MissionPhrase | null {
  let text = bare(line).replace(/\s+/g, ' ');
  if (/\b(?:vous|votre|vos|je)\b/i.test(text)) return null;
  if (text.split(' ').length > 18) text = bare(text.split(/\s\(|,\s|\s:\s|;\s|\s[–—-]\s/)[0] ?? '');
  const words = text.split(' ');
  if (words.length < 2 || words.length > 18) return null;
  text = toSecondPerson(text);
  const first = (words[0] ?? '').toLocaleLowerCase('fr');
  if (isInfinitive(first)) return { form: 'verb', text: lowerFirst(text) };
  if (!/^\p{Lu}/u.test(words[0] ?? '')) return null;
  return { form: 'noun', text: withArticle(lowerFirst(text)) };
}
