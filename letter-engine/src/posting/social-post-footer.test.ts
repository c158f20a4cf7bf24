import { describe, expect, it } from 'vitest';
import { socialPostBody, withoutSocialFooter } from './social-post-footer.ts';

describe('withoutSocialFooter', () => {
  it('ends a post at its reactions bar: the comments and tags below are other people’s', () => {
    const lines = ['Shine Bros', '2d · 🌍', 'Car valeter wanted', '👍 Like 💬 Comment ↪ Share', '38 · 23 comments', 'Most relevant', 'Kayleigh Booth Tagged @Jordan Pike 👀'];
    expect(withoutSocialFooter(lines)).toEqual(['Shine Bros', '2d · 🌍', 'Car valeter wanted']);
  });

  it('ends it at its counts too, in French', () => {
    const lines = ['Poissonnerie', '3 j', 'Nous cherchons un poissonnier', '47 · 12 commentaires · 31 partages', 'Yann Le Gall Super !'];
    expect(withoutSocialFooter(lines)).toEqual(['Poissonnerie', '3 j', 'Nous cherchons un poissonnier']);
    expect(withoutSocialFooter(["Vendeur", "Texte", "Texte", "👍 J'aime 💬 Commenter ↗️ Partager"])).toEqual(['Vendeur', 'Texte', 'Texte']);
  });

  it('keeps a posting whose lines only mention comments or sharing', () => {
    const lines = ['Community Manager', 'Reply to comments and share our posts', 'Like our page for more jobs'];
    expect(withoutSocialFooter(lines)).toEqual(lines);
  });
});

describe('socialPostBody', () => {
  it('drops a LinkedIn author’s block: their headline is their job, not the one on offer', () => {
    const lines = ['Jane Smith • 2nd', 'Practice Manager at Oakwood Surgery', '1w •', 'Oakwood Surgery is hiring a Medical Receptionist!', 'Like · Comment · Repost · Send', '14 reactions · 3 comments'];
    expect(socialPostBody(lines)).toEqual(['Oakwood Surgery is hiring a Medical Receptionist!']);
  });

  it('keeps a post without an author block whole', () => {
    const lines = ['Practice Manager', 'Oakwood Surgery', 'We are hiring.'];
    expect(socialPostBody(lines)).toEqual(lines);
  });
});
