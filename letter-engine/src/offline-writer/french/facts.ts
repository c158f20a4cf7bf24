import type { FactBook } from '../tone-book.ts';
import { cap, de, deList, position } from './grammar.ts';
import { workplaceOf } from './company-names.ts';
import { pluralItems } from './nouns.ts';

const when = (period: string | null): string => (period === null ? '' : ` (${period})`);

/** French sentences stating degrees, languages, certificates and licences, shared by the three tones. */
export const FRENCH_FACTS: FactBook = {
  education: [
    (_, d) => `Je suis titulaire ${de(d.degree)}${d.asked ? ', conforme au niveau demandé' : ''}.`,
    (_, d) => `Ma formation, ${d.degree}, ${d.asked ? 'correspond au niveau que vous demandez' : 'complète cette expérience de terrain'}.`,
    (_, d) => `J'ai obtenu ${d.degree}${d.asked ? ', qui répond au niveau de diplôme attendu' : ''}.`,
    (_, d) => `Sur le plan de la formation, je suis titulaire ${de(d.degree)}.`,
  ],
  languages: [
    (_, l) => `Je parle ${l.bare}.`,
    (_, l) => `Sur le plan linguistique, je pratique ${l.list}.`,
    (_, l) => `Côté langues, je pratique ${l.list}.`,
  ],
  certificates: [
    (_, l) => `Je suis titulaire ${l.plural ? 'des certifications' : 'de la certification'} ${l.list}.`,
    (_, l) => `J'ai obtenu ${l.plural ? 'les certifications' : 'la certification'} ${l.list}.`,
    (_, l) => `Je peux également faire valoir ${l.plural ? 'les certifications' : 'la certification'} ${l.list}.`,
  ],
  qualities: [
    (_, q) => `On me décrit souvent comme ${q.list}.`,
    (_, q) => `De nature ${q.list}, je trouve vite ma place dans une équipe.`,
    (_, q) => `Je suis ${q.list}, et cela se voit au quotidien.`,
  ],
  contexts: [
    (_, x) => `${cap(x.list)} ${pluralItems(x.items) ? 'font' : 'fait'} partie de mon expérience, comme le demande votre annonce.`,
    (_, x) => `Votre annonce évoque aussi ${x.list} : ${pluralItems(x.items) ? 'ce sont des réalités' : "c'est une réalité"} que je connais de l'intérieur.`,
    (_, x) => `J'ai l'expérience ${deList(x.items)}, que votre annonce mentionne également.`,
    // A context may be people ('les étudiants') as well as a setting: said as a setting one is used to, never as knowledge.
    (_, x) => `Votre annonce cite ${x.list} : c'est un cadre de travail dont j'ai l'habitude.`,
  ],
  moreContexts: [
    (_, x) => `Mon expérience de terrain couvre aussi ${x.list}, que vous citez.`,
    (_, x) => `${cap(x.list)} : ${pluralItems(x.items) ? 'ce sont aussi des réalités' : "c'est aussi une réalité"} de mon quotidien de travail.`,
    (_, x) => `Votre annonce nomme encore ${x.list} : un cadre que je connais aussi de l'intérieur.`,
  ],
  // Dit de ce poste par son intitulé : les mêmes horaires seuls se liraient pareil dans toutes les lettres.
  schedule: [
    (c, w) => `Travailler ${w.list}, comme le prévoit ${position(c)}, ne me pose aucun problème.`,
    (c, w) => `Les horaires ${de(position(c))} prévoient de travailler ${w.list}, et cela me convient.`,
    (c, w) => `Je suis disponible pour travailler ${w.list}, comme le demande ${position(c)}.`,
  ],
  echo: [
    (_, e) => `Selon votre annonce, la personne recrutée devra ${e.mission}.`,
    (_, e) => `Votre annonce confie également à la personne recrutée le soin ${de(e.mission)}.`,
    (_, e) => `Le poste, tel que vous le décrivez, consiste aussi à ${e.mission}.`,
  ],
  workplace: [
    (_, w) => (w.current ? `Je travaille aujourd'hui ${workplaceOf(w.employer)}${when(w.period)}.` : `J'ai aussi travaillé ${workplaceOf(w.employer)}${when(w.period)}.`),
    (_, w) => (w.current ? `J'exerce actuellement ${workplaceOf(w.employer)}${when(w.period)}.` : `Mon parcours passe également par une expérience ${workplaceOf(w.employer)}${when(w.period)}.`),
    (_, w) => (w.current ? `Mon poste actuel est ${workplaceOf(w.employer)}${when(w.period)}.` : `Avant cela, j'ai exercé ${workplaceOf(w.employer)}${when(w.period)}.`),
  ],
  licences: [
    (_, l) => `Je suis titulaire ${de(l.list)}.`,
    (_, l) => `Je dispose ${de(l.list)}, utile pour les déplacements.`,
    (_, l) => `Côté mobilité, je suis titulaire ${de(l.list)}.`,
  ],
};
