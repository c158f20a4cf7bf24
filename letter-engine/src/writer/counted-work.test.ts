import { describe, expect, it } from 'vitest';
import { countedWorkClause } from './counted-work.ts';

describe('a count of work told by its verb', () => {
  it('tells a rate in the present while the job lasts and in the imperfect after it', () => {
    expect(countedWorkClause('env. 600 baguettes par nuit', 'french', true, true)).toBe('je fais environ 600 baguettes par nuit');
    expect(countedWorkClause('env. 600 baguettes par nuit', 'french', false, true)).toBe('je faisais environ 600 baguettes par nuit');
    expect(countedWorkClause('8 à 10 interventions par jour', 'french', false, true)).toBe("j'effectuais 8 à 10 interventions par jour");
    expect(countedWorkClause('approx 35 jobs a month', 'english', true, true)).toBe('I carry out about 35 jobs a month');
    expect(countedWorkClause('70–90 contacts a day', 'english', false, true)).toBe('I handled 70–90 contacts a day');
  });

  it("tells a year's count as done, and leaves a total the CV closes with its own participle to that verb", () => {
    expect(countedWorkClause('23 ventes en 2025', 'french', true, true)).toBe("j'ai réalisé 23 ventes en 2025");
    expect(countedWorkClause('41 ventes signées en 2025', 'french', true, true)).toBeNull();
    expect(countedWorkClause('env. 40 salles de bains refaites par an', 'french', true, true)).toBe('je refais environ 40 salles de bains par an');
  });

  it('keeps what French writes after the counted noun, and a second count of the same kind', () => {
    expect(countedWorkClause('Environ 500 baguettes de tradition et 120 pains spéciaux par nuit', 'french', true, true)).toBe('je fais environ 500 baguettes de tradition et 120 pains spéciaux par nuit');
  });

  it('takes the count out of a list only when asked to, and leaves the list unsaid', () => {
    const line = "four a bois, pâte maison, jusqu'a 150 pizzas le samedi soir";
    expect(countedWorkClause(line, 'french', true, true)).toBeNull();
    expect(countedWorkClause(line, 'french', true, false)).toBe("je fais jusqu'à 150 pizzas le samedi soir");
    expect(countedWorkClause('leaks, taps, toilets, about 25 jobs a week, 4.9 stars from 160 reviews', 'english', true, false)).toBe('I carry out about 25 jobs a week');
  });

  it('says nothing of a count that may only say what a workplace has, or of any word outside the shape', () => {
    expect(countedWorkClause('82 chambres', 'french', true, true)).toBeNull();
    expect(countedWorkClause('14 regular gardens', 'english', true, true)).toBeNull();
    expect(countedWorkClause('2 500 mots par jour sur Trados Studio', 'french', true, true)).toBeNull();
    expect(countedWorkClause('Around 90 food and swab samples a day', 'english', true, true)).toBeNull();
    expect(countedWorkClause('1 intervention par jour', 'french', true, true)).toBeNull();
  });
});
