import { describe, expect, it } from 'vitest';
import { workingTimes } from './working-times.ts';

describe('the working times a letter answers', () => {
  it("gives a CV's early hour when the posting asks for an early start, in the letter's language", () => {
    const posting = '• Happy to start at 6am and to work weekends';
    const resume = 'Disponible le week-end, dès 6h';
    expect(workingTimes(posting, resume, 'english')).toEqual(['weekends', 'early starts from 6am']);
    expect(workingTimes('Prise de poste à partir de 5h30', 'Available from 5:30am', 'french')).toEqual(['tôt le matin, dès 5h30']);
    expect(workingTimes('Early starts are part of the job', 'Available from 7am', 'english')).toEqual(['early starts from 7am']);
  });

  it('says nothing of an hour the posting does not ask for, nor of a later one or a duration', () => {
    expect(workingTimes('Weekend work', 'Disponible le week-end, dès 6h', 'english')).toEqual(['weekends']);
    expect(workingTimes('Start at 6am', 'Disponible dès 9h', 'english')).toEqual([]);
    expect(workingTimes('Start at 6am', 'Contrat de 35h, de 16h à 22h', 'english')).toEqual([]);
  });
});
