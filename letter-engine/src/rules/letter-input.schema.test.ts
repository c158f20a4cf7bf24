import { describe, expect, it } from 'vitest';
import { letterInputSchema } from './letter-input.schema.ts';

const RESUME = 'Camille Martin, développeuse full stack, 5 ans d’expérience en React et Node.js à Lyon.';
const POSTING = 'Meditrack recrute un(e) Développeur Full Stack (H/F).';

function firstMessage(input: unknown, field: string): string | undefined {
  const result = letterInputSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('letterInputSchema', () => {
  it('applies the defaults of docs/product.md §3: formal tone, French, no emphasis', () => {
    const parsed = letterInputSchema.parse({ resume: `  ${RESUME}  `, jobPosting: POSTING, emphasis: '   ' });
    expect(parsed).toEqual({ resume: RESUME, jobPosting: POSTING, tone: 'formal', language: 'french', emphasis: undefined });
  });

  // One row per rule of docs/product.md §5 and per size cap of LIMITS; messages are shown to users unchanged.
  it.each([
    ['an empty CV', { resume: '   ', jobPosting: POSTING }, 'resume', 'Veuillez ajouter le contenu de votre CV'],
    ['a missing CV', { jobPosting: POSTING }, 'resume', 'Veuillez ajouter le contenu de votre CV'],
    ['a CV under 50 characters once trimmed', { resume: `   ${'a'.repeat(49)}   `, jobPosting: POSTING }, 'resume', "Le contenu du CV semble incomplet. Veuillez ajouter plus d'informations sur votre CV."],
    ['a CV over 20,000 characters', { resume: 'a'.repeat(20001), jobPosting: POSTING }, 'resume', 'Le CV ne doit pas dépasser 20 000 caractères.'],
    ['an empty posting', { resume: RESUME, jobPosting: ' \n ' }, 'jobPosting', "Veuillez ajouter le contenu de l'offre d'emploi"],
    ['a posting over 20,000 characters', { resume: RESUME, jobPosting: 'a'.repeat(20001) }, 'jobPosting', "L'offre d'emploi ne doit pas dépasser 20 000 caractères."],
    ['emphasis over 2,000 characters', { resume: RESUME, jobPosting: POSTING, emphasis: 'a'.repeat(2001) }, 'emphasis', 'Les points à mettre en avant ne doivent pas dépasser 2 000 caractères.'],
    ['an unknown tone', { resume: RESUME, jobPosting: POSTING, tone: 'casual' }, 'tone', 'Ton invalide : choisissez formel, chaleureux ou percutant.'],
    ['an unknown language', { resume: RESUME, jobPosting: POSTING, language: 'german' }, 'language', 'Langue invalide : choisissez le français ou l’anglais.'],
  ])('refuses %s with its French message', (_case, input, field, message) => {
    expect(firstMessage(input, field)).toBe(message);
  });

  it('reports only the empty-CV message for an empty CV, not the too-short one as well', () => {
    const result = letterInputSchema.safeParse({ resume: '', jobPosting: POSTING });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Veuillez ajouter le contenu de votre CV']);
  });

  it('accepts a CV of exactly 50 characters after trimming', () => {
    expect(letterInputSchema.safeParse({ resume: ` ${'a'.repeat(50)} `, jobPosting: POSTING }).success).toBe(true);
  });
});
