import { describe, expect, it } from 'vitest';
import { availableSlots } from './available-slots.ts';

describe('when the candidate is free', () => {
  it('is said in the letter\'s language from a CV or points in either language', () => {
    expect(availableSlots(['Disponible tous les samedis et dimanches.'], 'english')).toBe('at weekends');
    expect(availableSlots(['insister sur ma dispo tous les week-ends'], 'english')).toBe('at weekends');
    expect(availableSlots(['Available every weekend and most evenings.'], 'french')).toBe('le week-end et le soir');
    // One day is no weekend.
    expect(availableSlots(['mes mariages et ma créativité, et je suis dispo le samedi'], 'french')).toBe('le samedi');
    expect(availableSlots(['Available on Sundays'], 'english')).toBe('on Sundays');
  });

  it('is nothing when no time is said', () => {
    expect(availableSlots(['Disponible immédiatement.', 'I work nights at Tesco.'], 'english')).toBeNull();
    // 'free' after an article describes a thing: a running club held on Saturdays is no weekend the candidate offers.
    expect(availableSlots(['I ran a free Saturday running club for 15 colleagues.', 'Nous proposons une disponible le soir.'], 'english')).toBeNull();
  });
});
