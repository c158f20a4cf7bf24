import { describe, expect, it } from 'vitest';
import { indexResume } from '../../ats/text-index.ts';
import { analyzePosting } from '../../posting/analyze-posting.ts';
import { analyzeResume } from '../../resume/analyze-resume.ts';
import { seededRandom } from '../random.ts';
import { planLetter } from './letter-plan.ts';

describe("the posting's words a thin CV holds", () => {
  it('keeps a word from a line that also asks for a licence: only the clause naming the licence is a credential', () => {
    const postingText = `Assistant Keeper
Moorland Wildlife Park

WHO WE'RE LOOKING FOR
Experience with livestock or hoofstock, good physical fitness, a full driving licence (site vehicle).`;
    const resumeText = 'Ellie Fenwick – Hexham – 07700 318 642\nFarm help, Fenwick Hill Farm (2018 – now): lambing, handling sheep and calves, checking livestock\n';
    const resume = analyzeResume(resumeText, { today: new Date(Date.UTC(2026, 10, 22)) });
    const posting = analyzePosting(postingText);
    const plan = planLetter({ resume, posting, resumeIndex: indexResume(resumeText), postingText, language: 'english', shape: 'requirements', random: seededRandom(1), variant: 0, rotation: 0 });
    const named = [...plan.askedSkills, ...plan.askedContexts, ...plan.arguments.flatMap((argument) => argument.match.topics)];
    expect(named).toContain('livestock');
    expect(named.some((term) => /licen[cs]e/.test(term))).toBe(false);
  });

  it("names card payments: a bank card taken at the till is no credential card", () => {
    const postingText = `Customer Assistant
Harbour Stores

What you'll do
• Handle cash and card payments accurately
• Hold a valid CSCS card`;
    const resumeText = 'Sam Ford – Dover – 07700 900 412\nCashier, Harbour Foods (2022 – now): cash handling, card payments, balancing the till\n';
    const resume = analyzeResume(resumeText, { today: new Date(Date.UTC(2026, 10, 22)) });
    const posting = analyzePosting(postingText);
    const plan = planLetter({ resume, posting, resumeIndex: indexResume(resumeText), postingText, language: 'english', shape: 'requirements', random: seededRandom(1), variant: 0, rotation: 0 });
    const named = [...plan.askedSkills, ...plan.askedContexts, ...plan.arguments.flatMap((argument) => argument.match.topics)];
    expect(named).toContain('card payments');
    expect(named.some((term) => /cscs/i.test(term))).toBe(false);
  });

  it("reads what follows a colon as terms of their own ('service au bar : pression, cafés')", () => {
    const postingText = `Serveur (H/F)
Brasserie du Marché

Votre profil :
- service au bar : pression, cocktails simples
- port de 3 assiettes exigé`;
    const resumeText = 'Léo Marin – Angers – 06 12 34 56 78\n2023-2026 : Serveur, Le Petit Zinc, Angers (service en salle, port de 3 assiettes, bar : pression et cafés)\n';
    const resume = analyzeResume(resumeText, { today: new Date(Date.UTC(2026, 10, 22)) });
    const posting = analyzePosting(postingText);
    const plan = planLetter({ resume, posting, resumeIndex: indexResume(resumeText), postingText, language: 'french', shape: 'requirements', random: seededRandom(1), variant: 0, rotation: 0 });
    const named = [...plan.askedSkills, ...plan.askedContexts, ...plan.arguments.flatMap((argument) => argument.match.topics)];
    expect(named).toContain('pression');
    expect(named.some((term) => term.includes(':'))).toBe(false);
  });
});
