import { letterText, wordPieces, type ChatRequestBody, type FakeReply } from './fake-chat-completions.ts';

/**
 * Letters a model really writes for the CV and posting of generation-fixtures.ts, each failing
 * one check of verifyLetter, for the repair round and the warnings.
 */
export const FLAWED_LETTERS = {
  /** The head, one paragraph and the closing: about 130 words. */
  tooShort: () =>
    letterText()
      .split('\n\n')
      .filter((_, index, paragraphs) => index < 5 || index >= paragraphs.length - 2)
      .join('\n\n'),
  /** Written in English, while the user asked for French. */
  wrongLanguage: () =>
    [
      'Camille Martin',
      '12 rue des Lilas, 69003 Lyon',
      'Lyon, 15 March 2026',
      'Re: Application for the Full Stack Developer position at Atelier Numérique',
      'Madame, Monsieur,',
      'I am writing to apply for the Full Stack Developer position at Atelier Numérique. Building web applications for small businesses in Lyon with TypeScript, React and Node.js is exactly the work I enjoy and have done for several years.',
      'For four years I have built web applications in TypeScript and React for demanding teams, with constant attention to code quality and tests. At Studio Nord, in Lyon, I build features end to end, from the interface to the Node.js server, and I write the automated tests that let us release with confidence. I work every day with PostgreSQL, Docker and Git, and I have learnt to explain technical choices to people who do not code, which matters with clients like yours.',
      'Before that, at Agence Pixel, I built accessible interfaces with Scrum, which taught me to work as a team, to welcome reviews and to split a need into steps that can be delivered. I hold a Master Informatique from Université Lyon 1, and I read and write technical documentation easily in fluent English.',
      'At Studio Nord, I cut the loading time of our main application by 40 % by reworking its architecture.',
      'Joining Atelier Numérique would let me put this experience at the service of your clients: building reliable new features, designing clear PostgreSQL schemas and sharing my testing habits with the team. I am convinced that my background meets the needs you describe.',
      'I would be glad to discuss my motivation with you in an interview, at a time that suits you, and to show you some of the applications I have built.',
      'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
      'Camille Martin',
    ].join('\n\n'),
  /** Claims Kubernetes and AWS, which the posting asks for and the CV does not show. */
  inventedSkill: () => letterText().replace('PostgreSQL, Docker et Git', 'PostgreSQL, Docker, Kubernetes et AWS'),
  /** Never names Atelier Numérique: 'votre entreprise' instead. */
  noCompany: () => letterText().replaceAll('Atelier Numérique', 'votre entreprise'),
} as const;

export type Flaw = keyof typeof FLAWED_LETTERS;

/** The repair round's request: the draft comes back as the model's own answer, followed by the fixes. */
export const isRepairRequest = (body: ChatRequestBody) => body.messages.some((message) => message.role === 'assistant');

/**
 * A model that writes `draft` first and, asked to repair it, `repaired` (by default a letter that
 * passes every check); give the same flawed letter twice for a model that does not improve.
 */
export function draftThenRepair(draft: string, repaired?: string): (body: ChatRequestBody) => FakeReply {
  return (body) => ({ pieces: wordPieces(isRepairRequest(body) ? (repaired ?? letterText()) : draft) });
}
