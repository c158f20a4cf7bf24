import { describe, expect, it } from 'vitest';
import { postingSegments } from './posting-sections.ts';

function modeOf(text: string, word: string): string | undefined {
  const at = text.indexOf(word);
  return postingSegments(text).find((segment) => at >= segment.start && at < segment.end)?.mode;
}

describe('postingSegments', () => {
  // Headings and wordings that set how much a term weighs, in both languages.
  it.each([
    ['Profil recherché\n- React', 'React', 'required'],
    ['PROFIL RECHERCHÉ :\n- React', 'React', 'required'],
    ['Profil recherché : React et SQL', 'SQL', 'required'],
    ['Vos missions\n- Développer en React', 'React', 'neutral'],
    ['Un plus\n- Docker', 'Docker', 'nice'],
    ['Nice to have\n- Docker', 'Docker', 'nice'],
    ['Bonus points\n- Docker', 'Docker', 'nice'],
    ['Requirements\n- Go\n\nPreferred qualifications\n- Rust', 'Rust', 'nice'],
    ['Profil\nLa connaissance de Docker serait un plus.', 'Docker', 'nice'],
    ['Profil\nIdéalement, une expérience de Docker.', 'Docker', 'nice'],
    ['Profil\nUne expérience en SaaS est appréciée.', 'SaaS', 'nice'],
    ['Profil\nAnglais souhaité.', 'Anglais', 'nice'],
    ['Profil souhaité\n- React', 'React', 'required'],
    ['Un plus\n- Anglais indispensable', 'Anglais', 'required'],
    ['Idéalement, vous connaissez :\n- Docker\n- Terraform', 'Terraform', 'nice'],
    ['Avantages\n- Tickets restaurant', 'Tickets', 'benefits'],
    ["À propos\nNous éditons un SaaS.", 'SaaS', 'company'],
    ['Requirements\n- React; Docker would be a plus.', 'Docker', 'nice'],
    ['Avantages :\n- Tickets restaurant', 'Tickets', 'benefits'],
    // A labelled fact of the offer is its line's only: the care list below it is no benefit.
    ['Lieu : Cabinet infirmier des Tilleuls, Landerneau (29)\nRétrocession : 85 % des honoraires\n\nLa tournée\n- Transmissions sur le dossier patient partagé (logiciel Albus)', 'Albus', 'neutral'],
    ['Lieu : Cabinet infirmier des Tilleuls, Landerneau (29)', 'Landerneau', 'benefits'],
  ])('weighs the term of %j as %s', (text, word, mode) => {
    expect(modeOf(text, word)).toBe(mode);
  });

  it('keeps a list in one clause: "Docker, Kubernetes ou Terraform serait un plus" is all nice-to-have', () => {
    const text = 'Profil\nDocker, Kubernetes ou Terraform serait un plus.';
    expect(['Docker', 'Kubernetes', 'Terraform'].map((word) => modeOf(text, word))).toEqual(['nice', 'nice', 'nice']);
  });

  it('does not read a sentence starting like a heading as a heading', () => {
    expect(modeOf('Un plus\nVous êtes autonome et rigoureux', 'autonome')).toBe('nice');
  });
});
