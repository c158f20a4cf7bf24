import { describe, expect, it } from 'vitest';
import { analyzePosting } from './analyze-posting.ts';

// An Instagram post: pictograms as bullets, 'What we need from you' as the requirements' heading.
describe('a job posted on social media', () => {
  const posting = analyzePosting(`WE'RE HIRING 📣

Front of House / Reception Team Member – Pulse Fitness Leeds (Kirkstall)

What you'll do:
👉 Welcome members and guests at the front desk
👉 Handle class bookings on our app (Glofox)

What we need from you:
✅ Customer service experience (retail, hospitality, leisure…)
✅ Cash handling
✅ Weekend availability`);

  it('reads the missions and the requirements apart, without their pictograms', () => {
    expect(posting.missions).toEqual(['Welcome members and guests at the front desk', 'Handle class bookings on our app (Glofox)']);
    expect(posting.required).toEqual(['Customer service experience (retail, hospitality, leisure…)', 'Cash handling', 'Weekend availability']);
    expect(posting.position).toBe('Front of House / Reception Team Member');
  });
});

// A Facebook post: the missions follow their heading on the same line, after an arrow.
describe('a social post whose missions follow an arrow', () => {
  const posting = analyzePosting(`📢 ON RECRUTE !! 📢

Notre accueil périscolaire cherche un·e animateur·rice périscolaire pour la rentrée de janvier

Tes missions 👉 accueillir les enfants de 3 à 11 ans, encadrer le temps du repas, proposer des grands jeux.`);

  it('reads the text after the arrow as the missions', () => {
    expect(posting.missions).toEqual(['accueillir les enfants de 3 à 11 ans, encadrer le temps du repas, proposer des grands jeux.']);
  });
});
