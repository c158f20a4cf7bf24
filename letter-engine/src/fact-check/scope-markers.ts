import type { Language } from '../rules/limits.ts';

/**
 * Words that tell who a stretch of a letter speaks of, and how: the candidate ('je', 'my'), the
 * employer ('vous', 'your'), a wish or a plan rather than a fact ('je souhaite', 'I would'), a
 * sentence opened on the job applied for ('In this role, I can…'), a
 * learning ('apprendre', 'learn'), a negation of the whole clause ('pas', 'not') or of the next
 * words only ('sans', 'without': an absence), a clause of its own that reports or describes ('je
 * sais que…', 'I know how…', 'une équipe qui…'). Matched on the letter as written (case-insensitive,
 * accents optional where letters drop them).
 */
export const MARK_KINDS = ['subject', 'possessive', 'second', 'employer', 'wish', 'prospect', 'learn', 'negation', 'absence', 'clause'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

type Markers = Record<MarkKind, RegExp> & {
  /** A word that calls what follows a skill, a practice or an experience: 'compétences en', 'experience with'. */
  frame: RegExp;
  /** '… fait partie de mes compétences', '… is part of my skill set': what comes before is called a skill. */
  frameAfter: RegExp;
  /** Where a frame's reach ends: a clause of its own, a purpose, a contrast. */
  frameStop: RegExp;
  /** 'que je maîtrise', 'which I use': a relative clause making the word before it the candidate's. */
  relativeClaim: RegExp;
  /** ', which you mention', ', que vous citez': a clause saying where the words before it come from, not whose they are. */
  echo: RegExp;
};

const L = String.raw`(?<![\p{L}\p{N}])`;
const R = String.raw`(?![\p{L}\p{N}])`;
const words = (alternatives: string, flags = 'giu'): RegExp => new RegExp(`${L}(?:${alternatives})${R}`, flags);

const FRENCH: Markers = {
  subject: new RegExp(`${L}(?:je${R}|j['’]|moi${R})`, 'giu'),
  possessive: words('mon|ma|mes'),
  second: words('vous|votre|vos'),
  employer: words(
    String.raw`(?:le|ce|du|au) poste|(?:l['’]|cette |votre )(?:offre|annonce|entreprise|établissement|etablissement|équipe|equipe)|la mission|les missions|le recrutement|la nécessité|la necessite|le besoin|les besoins|l['’]exigence`,
  ),
  // Wishes, plans, the conditional and the future: what the candidate means to do is not a fact.
  wish: words(
    String.raw`souhait\p{L}*|aimerai[st]?|voudrai[st]?|désir\p{L}*|desir\p{L}*|envie|hâte|hate|impatient\p{L}*|ravie?s?|heureu(?:x|se)|serai[st]?|sera|seront|pourrai[st]?|pourra|pourront|vais|irai|espère|espere|espoir|prête? à|disposée? à|curieu(?:x|se) de|me vois|m['’]imagine|m['’]engage|volonté|volonte|[\p{L}]{2,}(?:erai|irai|rai[st]?|eront|iront)`,
  ),
  prospect: new RegExp(String.raw`^\s*(?:dans (?:ce|le) poste(?! même)|à ce poste|a ce poste|dans ce rôle|dans ce role|dans vos équipes|dans vos equipes|chez vous)${R}`, 'giu'),
  learn: words(
    String.raw`apprendre|apprends|apprenant|apprentissage|découvrir|decouvrir|découverte|decouverte|me former|me forme|se former|m['’]initier|m['’]approprier|me familiariser|familiariser|approfondir|acquérir|acquerir|(?:prépare|préparer|preparer)(?=\s+(?:(?:actuellement|depuis \p{L}+ \d{4}|depuis \d{4}|en alternance)\s+)?(?:le|la|l['’]|mon|ma|un|une)\s*(?:diplôme|diplome|titre|concours|examen|certificat|certification|brevet|BTS|DUT|BUT|CAP|DCG|DSCG|DEC|master|licence|bac)(?![\p{L}]))|développer|developper|renforcer|perfectionner|me perfectionner|monter en compétences?|progresser|enrichir|élargir|elargir`,
  ),
  negation: words(String.raw`pas|jamais|aucune?|guère|nullement`),
  absence: words(String.raw`sans|ni|hors`),
  clause: new RegExp(
    String.raw`${L}(?<!(?:ainsi|plus|moins|autant|tant|bien|parce|dès|tandis|afin|avant|après|pendant|même)\s)(?:que${R}|qu['’])|${L}(?:qui|dont|où|combien|comment|pourquoi|à quel point)${R}`,
    'giu',
  ),
  frame: words(
    String.raw`compétences?|competences?|maîtrise|maitrise|maîtris\p{L}+|maitris\p{L}+|expertise|expériences?|experiences?|expérimentée?|experimentee?|connaissances?|connais|savoir-faire|pratique|pratiqu\p{L}+|spécialisée?|specialisee?|spécialiste|specialiste|spécialité|specialite|certifiée?|certifiee?|certification|habilitée?|habilitee?|titulaire|diplômée?|diplomee?|formée? (?:à|a|en|aux)|formation (?:en|à|a)|habituée? (?:à|a|aux)|rompue? (?:à|a|aux)|aguerrie? (?:à|a|aux)|familière? (?:de|du|des)|aisance|utilise|utilisé|manie`,
  ),
  frameAfter: words(
    String.raw`(?:fai[ts]|font|figurent|figure|est|sont)\s+(?:\p{L}+\s+)?(?:partie\s+(?:intégrante\s+)?de|parmi|l['’]une?\s+de|une?\s+de)\s+(?:mes|mon|ma)\s+(?:compétences|competences|atouts|points\s+forts|savoir-faire|spécialités|specialites|expertises?|expériences?|experiences?|pratiques|domaines|quotidien)|(?:est|sont)\s+(?:\p{L}+\s+)?(?:mon|ma)\s+(?:point\s+fort|spécialité|specialite|domaine|force)|(?:rejoint|rejoignent|correspond(?:ent)?\s+(?:à|a)|répond(?:ent)?\s+(?:à|a))\s+(?:mon|ma|mes)\s+(?:expérience|experience|parcours|profil|formation|compétences|competences)`,
  ),
  // Besides clauses: a verb's pronoun ('me prépare'), a verb that often follows the frame, a noun
  // that makes the frame about something else ('je connais l'importance de…').
  frameStop: new RegExp(
    String.raw`[.;:!?\n]|${L}(?:que|qu['’]|qui|dont|où|pour|afin|car|mais|lorsque|quand|comme|combien|comment|pourquoi|je|j['’]|vous|votre|vos|me|m['’]|se|s['’]|nous|lui|leur|est|sont|était|sera|serait|a|ont|fait|font|permet|permettra|permettent|constitue|représente|reste|apporte|importance|enjeux?|exigences?|contraintes?|valeurs?|rôle)${R}`,
    'giu',
  ),
  relativeClaim:
    /^\s*(?:,\s*)?(?:que\s+je\s+(?:\p{L}+\s+)?(?:maîtrise|maitrise|connais|pratique|utilise|manie)|que\s+j['’]ai\s+(?:\p{L}+\s+)?(?:utilisée?s?|pratiquée?s?|maniée?s?|apprise?s?|mise?s? en (?:œuvre|oeuvre|place)|déployée?s?|deployee?s?)|dont\s+j['’]ai\s+(?:\p{L}+\s+)?l['’](?:habitude|expérience|experience))(?![\p{L}])/iu,
  echo: /,\s*(?:que|comme)\s+(?:vous|votre\s+(?:annonce|offre))\s+(?:citez|cite|mentionnez|mentionne|demandez|demande|évoquez|évoque|evoquez|evoque)(?![\p{L}])/iu,
};

const ENGLISH: Markers = {
  subject: words(`I|I['’](?:m|ve|d|ll)|myself`, 'gu'),
  possessive: words('my|mine'),
  second: words('you|your|yours'),
  employer: words('the role|this role|the position|this position|the job|this job|the post|the advert|the posting|the vacancy|the company|the needs?|the requirements?'),
  wish: words(
    String.raw`would|['’]d|will|['’]ll|want|wish|hope|keen|eager|excit\p{L}*|look(?:ing)? forward|chance to|opportunity to|commit(?:ted)? to|see myself|imagine myself|picture myself|happy to|glad to|ready to|willing to|love to|like to|plan to|looking to|intend|aspire|can['’]t wait`,
  ),
  prospect: new RegExp(String.raw`^\s*(?:in this (?:role|position|post|job)|in the role|with you|on your team|in your team)${R}`, 'giu'),
  learn: words(
    // 'I learned to love X' says X was practised, not that it is still to learn.
    String.raw`learn(?!(?:ed|t) to (?:love|enjoy|appreciate))\p{L}*|discover\p{L}*|develop(?:ing)?|build(?:ing)?|gain(?:ing)?|acquir\p{L}*|improv\p{L}*|deepen\p{L}*|broaden\p{L}*|expand\p{L}*|strengthen\p{L}*|familiari[sz]\p{L}*|pick(?:ing)? up|get(?:ting)? to grips|grow(?:ing)?|upskill\p{L}*|get up to speed|prepar(?:e|ing) for|studying for|working towards`,
  ),
  negation: new RegExp(String.raw`${L}(?:not|never|yet to)${R}|n['’]t${R}`, 'giu'),
  absence: words(String.raw`no|without|lack\p{L}*|outside`),
  clause: words('that|which|who|whom|where|how|what|why|whether'),
  frame: words(
    String.raw`skills?|skilled|skill set|experience[ds]?|expertise|expert|knowledge|know|proficien\p{L}+|familiar(?:ity)?|trained|certified|certification|qualified|qualification|background|practi[cs]e[ds]?|mastered|master|versed|competen\p{L}+|hands-on|use[ds]?|using`,
  ),
  frameAfter: words(
    String.raw`(?:is|are)\s+(?:\p{L}+\s+)?(?:part\s+of|among|one\s+of)\s+my\s+(?:skills?|skill\s+set|skillset|strengths|toolkit|expertise|experience|specialities|specialties|daily\s+work|core\s+skills)|(?:is|are)\s+(?:\p{L}+\s+)?my\s+(?:strength|speciality|specialty|forte|area\s+of\s+expertise)|(?:matches|match|fits|is\s+in\s+line\s+with|are\s+in\s+line\s+with)\s+my\s+(?:experience|background|profile|training|skills|qualifications)`,
  ),
  frameStop: new RegExp(
    String.raw`[.;:!?\n]|${L}(?:which|that|who|where|when|how|what|why|because|but|so|to|while|you|your|I|me|us|him|her|them|has|have|had|is|are|was|were|will|would|can|could|gives?|helps?|makes?|importance|value|role|demands|challenges)${R}`,
    'gu',
  ),
  relativeClaim:
    /^\s*(?:,\s*)?(?:which|that)\s+I(?:['’]ve|\s+have)?\s+(?:\p{L}+\s+)?(?:know|use|used|master|mastered|practi[cs]e|practi[cs]ed|handle|handled|worked\s+with|am\s+familiar\s+with|am\s+trained\s+in|am\s+proficient\s+in)(?![\p{L}])/u,
  echo: /,\s*(?:which|that|as)\s+(?:you|your\s+(?:advert|advertisement|posting|ad|offer))\s+(?:mention|mentions|mentioned|list|lists|cite|cites|name|names|ask\s+for|asks\s+for)(?![\p{L}])/u,
};

export const MARKERS: Record<Language, Markers> = { french: FRENCH, english: ENGLISH };
