import type { LetterContext } from '../letter-context.ts';
import type { ToneBook } from '../tone-book.ts';
import { workplaceOf } from './company-names.ts';
import { a, agree, aList, cap, company, de, deEach, deList, listWithArticles, position, count, que, years, atCompany } from './grammar.ts';

const at = (employer: string | null): string => (employer === null ? '' : ` ${workplaceOf(employer)}`);

const when = (period: string | null): string => (period === null ? '' : ` (${period})`);
// The opening names the post; later sentences refer back to it.
// Par son intitulé : 'ce poste chez X' perd le nom une fois l'entreprise assez nommée, et se lit pareil dans toutes les lettres.
const postAt = (c: LetterContext): string => (c.position !== null ? `le poste ${de(c.position)}` : `ce poste${atCompany(c)}`);
const forCompany = (c: LetterContext): string => (c.company === null ? 'pour ce poste' : `au sein ${de(company(c))}`);
/** French, friendly: warm and personal, first person, plain words, the candidate's enthusiasm shown through facts. */
export const FRENCH_FRIENDLY: ToneBook = {
  opening: [
    (c) => `Votre annonce pour ${position(c)}${atCompany(c)} m'a tout de suite donné envie de vous écrire.`,
    (c) => {
      const glad = agree(c, 'ravi', 'ravie');
      return `J'ai découvert avec enthousiasme votre offre pour ${position(c)}${atCompany(c)}${glad === null ? ", et j'aimerais beaucoup vous rejoindre" : `, et je serais ${glad} de vous rejoindre`}.`;
    },
    (c) => `C'est avec plaisir que je vous propose ma candidature pour ${position(c)}${atCompany(c)}.`,
    (c) => `En lisant votre offre pour ${position(c)}, je me suis dit que ce poste me ressemblait vraiment.`,
    (c) => `Je vous écris parce que ${position(c)}${atCompany(c)} correspond exactement à ce que j'ai envie de faire.`,
    (c) => `Rejoindre ${company(c)}, c'est le projet qui me motive aujourd'hui : je vous adresse donc avec plaisir ma candidature pour ${position(c)}.`,
  ],
  identity: [
    (_, j) =>
      j.current
        ? `Aujourd'hui, je suis ${j.title}${at(j.employer)}${j.years === null ? '' : `, avec ${years(j.years)} d'expérience professionnelle en tout`}.`
        : `Jusqu'à récemment, j'étais ${j.title}${at(j.employer)}${j.years === null ? '' : `, après ${years(j.years)} d'expérience`}.`,
    (_, j) => `Depuis ${j.years === null ? 'plusieurs années' : years(j.years)}, j'ai trouvé ma place dans le métier${j.current ? `, et je suis actuellement ${j.title}${at(j.employer)}` : `, jusqu'à mon dernier poste de ${j.title}${at(j.employer)}`}.`,
    (_, j) => `Un mot sur moi : je ${j.current ? 'suis' : 'étais dernièrement'} ${j.title}${at(j.employer)}${j.years === null ? '' : `, avec ${years(j.years)} d'expérience derrière moi`}.`,
    (_, j) => (j.current ? `Mon quotidien, c'est le poste ${de(j.title)}${at(j.employer)}${j.years === null ? '' : `, avec ${years(j.years)} de métier derrière moi`}.` : null),
  ],
  previousJob: [
    (_, j) => `Avant ça, j'ai été ${j.title}${at(j.employer)}${when(j.period)}.`,
    (_, j) => `J'ai aussi travaillé comme ${j.title}${at(j.employer)}${when(j.period)}.`,
    (_, j) => `Auparavant, j'étais ${j.title}${at(j.employer)}${when(j.period)}.`,
    (_, j) => `Mon parcours passe aussi par un poste ${de(j.title)}${at(j.employer)}${when(j.period)}.`,
    (_, j) => `Plus tôt, j'ai exercé comme ${j.title}${at(j.employer)}${when(j.period)}.`,
    (_, j) => `J'ai également une expérience ${de(j.title)}${at(j.employer)}${when(j.period)}.`,
  ],
  resultHook: [
    (c, p) => `${cap(p.at)}, ${p.clause}, et c'est une expérience que j'aimerais beaucoup prolonger${atCompany(c)}.`,
    (c, p) => {
      const proud = agree(c, 'le plus fier', 'la plus fière');
      return proud === null ? null : `Ce dont je suis ${proud} dans mon parcours ? Sans hésiter : ${p.at}, ${p.clause}.`;
    },
    (c, p) => `J'aimerais commencer par ce qui me motive le plus : ${p.at}, ${p.clause} ; c'est ce genre de réussite que je voudrais partager avec ${c.company === null ? 'votre équipe' : `l'équipe ${de(company(c))}`}.`,
  ],
  companyFact: [
    (_, f) => `Ce qui m'a plu en lisant votre présentation, c'est d'apprendre ${que(f.fact)}.`,
    (_, f) => `J'ai aimé découvrir ${que(f.fact)}.`,
    (c, f) => {
      const struck = agree(c, 'frappé', 'frappée');
      return struck === null ? null : `J'ai été ${struck} d'apprendre ${que(f.fact)}.`;
    },
    (_, f) => `Votre offre explique ${que(f.fact)}, et j'ai tout de suite eu envie d'en savoir plus.`,
    (_, f) => `Je me reconnais dans ce que vous décrivez : ${f.fact}.`,
    (_, f) => `Un détail a retenu mon attention : ${f.fact}.`,
  ],
  motivation: [
    (c) => `${cap(postAt(c))}${c.location === null ? '' : ` à ${c.location}`}, c'est exactement le genre de poste dont j'ai envie aujourd'hui.`,
    (c) => `Travailler ${c.location === null ? 'avec votre équipe' : `à ${c.location}`} me plairait vraiment.`,
    (c) => `Je me vois bien m'épanouir dans ${postAt(c)}, et pour longtemps.`,
    (c) => `Ce que vous décrivez pour ${postAt(c)} me donne vraiment envie de m'investir.`,
    (c) => `Rejoindre ${company(c)}${c.location === null ? '' : ` à ${c.location}`}, ce serait pour moi une très belle suite.`,
    (c) => (c.contract === null ? null : `Le ${c.contract} que vous proposez pour ${postAt(c)} me donne envie de m'installer durablement dans votre équipe.`),
  ],
  companySubjects: [
    (_, s) => `J'ai aimé voir dans votre annonce la place donnée ${aList(s.items)}, ce qui me plaît beaucoup.`,
    (_, s) => `Votre annonce parle ${deList(s.items)} : c'est précisément ce qui me plaît dans mon métier.`,
    (_, s) => `En lisant votre offre, j'ai retrouvé ${s.subjects}, que je pratique au quotidien.`,
  ],
  argument: [
    (_, p) => `J'ai vu que ${p.topicArt} ${/ et |, |^les /.test(p.topicArt) ? 'comptaient' : 'comptait'} beaucoup pour vous : ${p.at}, ${p.clause}.`,
    (_, p) => `${cap(p.topicArt)} ? C'est un terrain que je connais bien : ${p.at}, ${p.clause}.`,
    (_, p) => `Vous parlez ${deList(p.topics)}, et cela me parle aussi : ${p.at}, ${p.clause}.`,
    (_, p) => `Côté ${p.topic}, j'ai de quoi vous raconter : ${p.at}, ${p.clause}.`,
    (_, p) => `${cap(p.at)}, ${p.clause} — une belle occasion de pratiquer ${p.topicArt}.`,
    (_, p) => `Pour ${p.topicArt}, je peux m'appuyer sur du vécu : ${p.told}.`,
    (_, p) => `J'aime particulièrement travailler sur ${p.topicArt} ; ${p.at}, ${p.clause}.`,
    (_, p) => `${cap(p.topicArt)}, j'en ai fait mon quotidien ${p.at}, où ${p.clause}.`,
    (_, p) => `Vous cherchez quelqu'un d'à l'aise avec ${p.topicArt} : ${p.at}, ${p.clause}, et j'y ai pris beaucoup de plaisir.`,
    (_, p) => `Un exemple qui me tient à cœur sur ${p.topicArt} : ${p.told}.`,
    (_, p) => `Ce que j'ai retenu de mon expérience ${p.at} en matière ${de(p.topic)} ? Que ${p.clause}, et que j'aime ça.`,
    (_, p) => `Sur ${p.topicArt}, je me sens vraiment à ma place : ${p.at}, ${p.clause}.`,
  ],
  argumentForNeed: [
    (_, p) => `Vous cherchez quelqu'un pour ${p.need} ? Bonne nouvelle : ${p.at}, ${p.clause}.`,
    (_, p) => `J'ai hâte ${de(p.need)} : ${p.at}, ${p.clause}, et j'ai adoré ça.`,
    (_, p) => `${cap(p.need)}, c'est quelque chose que je connais : ${p.at}, ${p.clause}.`,
    (_, p) => `Pour ${p.need}, je peux compter sur mon expérience : ${p.at}, ${p.clause}.`,
    (_, p) => `Dans votre annonce, j'ai lu qu'il faudrait ${p.need} : ${p.at}, ${p.clause}.`,
    (_, p) => `Je me vois très bien ${p.need}, car ${p.at}, ${p.clause}.`,
  ],
  result: [
    (c, p) => {
      const pleased = agree(c, 'content', 'contente');
      return pleased === null ? null : `Je suis aussi ${pleased} d'une autre réussite : ${p.at}, ${p.clause}.`;
    },
    (_, p) => `Autre souvenir marquant : ${p.told}.`,
    (_, p) => `Et puis, ${p.at}, ${p.clause}.`,
    (_, p) => `J'ai aussi beaucoup appris ${p.at}, où ${p.clause}.`,
    (_, p) => `Un autre exemple qui me plaît : ${p.told}.`,
    (_, p) => `${cap(p.at)}, ${p.clause}, une expérience dont je garde un excellent souvenir.`,
    (_, p) => `Je pense aussi à cette réussite ${p.at} : ${p.clause}.`,
    (_, p) => `Dans un autre registre, ${p.told}.`,
    (_, p) => `J'ajoute volontiers que ${p.at}, ${p.clause}.`,
    (_, p) => `Ce fut aussi très formateur ${p.at} : ${p.clause}.`,
    (_, p) => `Enfin, ${p.at}, ${p.clause}.`,
    (_, p) => `J'en retiens une autre expérience utile : ${p.told}.`,
  ],
  practice: [
    (_, s) => `${cap(s.at)}, ${s.skillArt} ${s.plural ? 'font' : 'fait'} partie de mon quotidien, et j'aime ça.`,
    (_, s) => `J'ai appris à aimer ${s.skillArt} ${s.at}.`,
    (_, s) => `${cap(s.skillArt)}, c'est un domaine où je me sens à l'aise depuis mon expérience ${s.at}.`,
    (_, s) => `Je pratique ${s.skillArt} avec plaisir ${s.at}.`,
    (_, s) => `${cap(s.at)}, j'ai pris goût ${a(s.skillArt)}.`,
    (_, s) => `Je m'occupe volontiers ${de(s.skillArt)}, comme ${s.at}.`,
    (_, s) => `Ce que j'apprécie ${s.at} ? Entre autres, ${s.skillArt}.`,
    (_, s) => `J'ai beaucoup progressé en ${s.skill} ${s.at}.`,
    (_, s) => `${cap(s.skillArt)} ${s.plural ? 'sont parmi les aspects' : "est l'un des aspects"} de mon travail ${s.at} que je préfère.`,
  ],
  years: [
    (_, y) => (y.asked !== null && y.have >= y.asked ? `Vous demandez ${years(y.asked)} d'expérience : j'en ai ${count(y.have)}, et toujours autant d'envie.` : null),
    (_, y) => `Avec ${years(y.have)} de métier derrière moi, je me sens capable de prendre ce poste en main rapidement.`,
    (_, y) => y.have < 2 ? null : `Ces ${years(y.have)} d'expérience m'ont appris beaucoup, et j'ai encore très envie d'apprendre.`,
    (_, y) => `J'ai ${years(y.have)} d'expérience${y.asked !== null && y.have >= y.asked ? `, de quoi répondre aux ${years(y.asked)} que vous demandez` : ''}, et toujours la même curiosité.`,
  ],
  askedSkills: [
    (_, s) => `Bonne nouvelle : ${s.list} ${s.items.length > 1 ? 'font' : 'fait'} aussi partie de mes outils de tous les jours.`,
    (_, s) => `Je travaille aussi avec ${s.list}, que vous citez dans votre annonce.`,
    (_, s) => `Vous mentionnez ${s.list}, que je pratique volontiers.`,
    (_, s) => `J'utilise aussi régulièrement ${s.list}, et avec plaisir.`,
  ],
  otherSkills: [
    (_, s) => `Dans ma boîte à outils, il y a aussi ${s.list}.`,
    (_, s) => `J'ai aussi pris l'habitude de travailler avec ${s.list}.`,
    (_, s) => `Je connais bien ${s.list}, que j'aurai plaisir à mettre à votre service.`,
    (_, s) => `Je me débrouille aussi très bien avec ${s.list}.`,
  ],
  mission: [
    (_, m) => `J'ai hâte de pouvoir ${m.mission}${m.asset === null ? '' : `, avec ${m.asset} en bagage`}.`,
    (_, m) => `Ce qui me motive le plus dans ce poste, c'est ${de(m.mission)}${m.asset === null ? '' : ` — ${m.asset} m'a donné de bonnes bases pour cela`}.`,
    (_, m) => `Je me vois très bien ${m.mission}${m.asset === null ? '' : `, en m'appuyant sur ${m.asset}`}.`,
    (_, m) => `J'aimerais beaucoup ${m.mission}${m.asset === null ? '' : `, et ${m.asset} devrait bien m'y aider`}.`,
    (_, m) => `Ce serait un vrai plaisir ${de(m.mission)} avec votre équipe${m.asset === null ? '' : `, grâce à ${m.asset}`}.`,
    (c, m) => {
      const glad = agree(c, 'heureux', 'heureuse');
      return glad === null ? null : `Je serais ${glad} ${de(m.mission)}${m.asset === null ? '' : `, en y apportant ${m.asset}`}.`;
    },
  ],
  softSkills: [
    (_, s) => `Je mets dans mon travail beaucoup ${deEach(s.items)}.`,
    (_, s) => `Au quotidien, je mise sur ${listWithArticles(s.items)}.`,
    (_, s) => `J'essaie de faire preuve ${deEach(s.items)} en toutes circonstances.`,
  ],
  emphasis: [
    (_, e) => `Un point me tient particulièrement à cœur : ${e.point}.`,
    (_, e) => `J'aimerais aussi vous parler ${de(e.point)}.`,
    (_, e) => `Je tiens aussi à partager ceci : ${e.point}.`,
  ],
  contact: [
    (_, k) => (k.phone === null ? null : `Vous pouvez m'appeler au ${k.phone}${k.email === null ? '' : ` ou m'écrire à ${k.email}`}, quand vous le souhaitez.`),
    (_, k) => (k.email === null ? null : `Le plus simple pour me joindre : ${k.email}${k.phone === null ? '' : ` ou le ${k.phone}`}.`),
    (_, k) => (k.city === null ? null : `J'habite à ${k.city}${k.phone === null ? '' : `, et vous pouvez me joindre au ${k.phone}`}.`),
    (_, k) => (k.city === null ? null : `Depuis ${k.city}, je peux m'organiser facilement pour venir vous rencontrer.`),
    (_, k) => (k.email === null ? null : `Un petit mot à ${k.email} et je vous réponds vite.`),
    (_, k) => (k.phone === null ? null : `N'hésitez pas à m'appeler au ${k.phone}.`),
  ],
  closing: [
    (c) => `J'aimerais beaucoup parler de ce poste avec l'équipe ${de(company(c))} lors d'un entretien.`,
    (c) => `Ce serait un plaisir d'échanger de vive voix avec l'équipe ${de(company(c))}.`,
    (c) => {
      const glad = agree(c, 'ravi', 'ravie');
      return glad === null ? null : `Je serais ${glad} de vous rencontrer pour vous dire ce que j'aimerais apporter ${a(company(c))}.`;
    },
    (c) => `Pourquoi ne pas en parler autour d'un entretien ? Je suis disponible quand l'équipe ${de(company(c))} le souhaite.`,
    (c) => `J'aimerais beaucoup découvrir ${c.company === null ? 'votre équipe' : `l'équipe ${de(company(c))}`} lors d'un entretien.`,
    (c) => `Un échange serait l'occasion idéale de voir ensemble comment je peux aider ${company(c)}.`,
  ],
  thanks: [
    (c) => `Merci beaucoup d'avoir pris le temps de lire ma candidature ${forCompany(c)}.`,
    (c) => `Merci pour votre attention, et à très bientôt${atCompany(c)}, j'espère.`,
    (c) => `Merci de votre lecture et de l'intérêt que vous porterez à ma candidature ${c.company === null ? 'à ce poste' : atCompany(c).trim()}.`,
  ],
  stock: [
    () => "J'aime les équipes où l'on s'entraide et où l'on se dit les choses simplement.",
    () => "J'aborde chaque nouvelle mission avec curiosité et bonne humeur.",
    () => "Apprendre des autres est l'une des choses que je préfère dans mon travail.",
    () => 'Je crois beaucoup au travail bien fait et aux relations de confiance.',
    () => "J'ai à cœur de rendre service et de faciliter le travail de mes collègues.",
    () => "Je m'adapte facilement et je pose volontiers des questions pour bien faire.",
    () => "L'envie de progresser me guide depuis le début de mon parcours.",
    () => "J'aime comprendre le pourquoi des choses avant de me lancer.",
    (c) => `Rejoindre ${company(c)} serait pour moi une très belle étape.`,
    () => 'Je garde toujours en tête les personnes pour qui je travaille.',
    () => "Une bonne ambiance d'équipe me donne toujours envie de m'investir davantage.",
    () => 'Je suis quelqu’un de fiable, sur qui on peut compter dans les moments chargés.',
    () => "Chaque nouveau défi est pour moi l'occasion d'apprendre quelque chose.",
    () => "J'apprécie les retours francs, qui m'aident à m'améliorer.",
    () => "Ce poste me donne vraiment envie de m'investir sur la durée.",
    () => "J'aime quand chaque journée apporte son lot de nouveautés.",
    () => 'Je suis du genre à donner un coup de main sans qu’on me le demande.',
    () => 'Travailler avec le sourire, même dans les périodes chargées, c’est ma façon de faire.',
    () => "J'aime m'organiser pour que tout soit prêt à temps.",
    () => 'Je prends plaisir à découvrir de nouvelles façons de travailler.',
    () => "L'écoute est pour moi la base d'une bonne collaboration.",
    () => 'Je me sens bien dans les équipes où chacun peut proposer ses idées.',
    () => "J'aime voir le résultat tangible de mon travail.",
    () => 'Ma curiosité naturelle m’aide à apprendre vite.',
    () => "J'aime rendre les choses plus simples pour les personnes avec qui je travaille.",
    () => "Je garde mon calme et ma bonne humeur, même quand tout s'accélère.",
    () => "Je m'intègre facilement et j'aime découvrir la façon de faire de chacun.",
    () => "J'aime terminer ce que je commence, et bien le terminer.",
    () => "Apprendre un nouvel outil ou une nouvelle méthode me fait toujours plaisir.",
    () => 'Je crois qu’une équipe soudée avance plus vite et plus loin.',
    () => "J'aime les journées bien remplies, où l'on sent que l'on avance.",
    () => 'Je suis à l’écoute, et je n’hésite pas à demander conseil quand il le faut.',
    () => "Je prends plaisir à organiser mon travail pour qu'il soit clair pour tout le monde.",
    () => "J'aime quand les choses sont bien faites, jusque dans les détails.",
    () => 'Je suis quelqu’un de patient, qui prend le temps de bien expliquer.',
    () => "J'ai vraiment envie d'apprendre à vos côtés.",
    () => "J'aime quand une équipe partage ses astuces et ses bonnes pratiques.",
    () => "Donner un coup de main quand ça bouge beaucoup, ça me fait plaisir.",
    () => "Le contact avec les autres est ce qui me donne de l'énergie au quotidien.",
    () => "J'apprends vite quand on prend le temps de me montrer une fois.",
    () => "J'aime que chaque journée se termine sur le sentiment du travail accompli.",
    () => 'Le sourire m’aide beaucoup dans les moments chargés.',
    () => "J'aime découvrir de nouveaux lieux de travail et de nouvelles habitudes.",
    () => 'Je garde toujours une oreille attentive pour mes collègues comme pour les clients.',
    () => "J'ai envie de grandir dans une équipe qui me fait confiance.",
    () => "J'aime rendre les choses agréables autour de moi, même les tâches répétitives.",
    () => 'On peut compter sur moi : quand je dis que je m’en occupe, je m’en occupe.',
    () => "La bonne humeur ne m'empêche jamais de prendre mon travail au sérieux.",
  ],
};
