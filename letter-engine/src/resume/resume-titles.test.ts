import { describe, expect, it } from 'vitest';
import { parseExperience } from './resume-experience.ts';
import { isTitleLike, startsWithAction } from './resume-titles.ts';

describe('a field before the role', () => {
  // An accountant's LinkedIn profile and a maintenance technician's CV: the task word names the role's field.
  it.each(['Management Accountant', 'Maintenance Technician'])('reads %j as a role', (title) => {
    expect([startsWithAction(title), isTitleLike(title)]).toEqual([false, true]);
  });

  it.each(['Gestion comptable et fiscale', "Management d'une équipe de 5 vendeurs", 'Managed a team of 4 nurses'])('still reads %j as a task', (line) => {
    expect(startsWithAction(line)).toBe(true);
  });

  it('reads LinkedIn’s role line above the employer’s', () => {
    const [job] = parseExperience(['Management Accountant', 'Clonmel Precision Components · Full-time', 'Mar 2023 - Aug 2026 · 3 yrs 6 mos', 'Cork, Ireland']);
    expect([job?.title, job?.employer]).toEqual(['Management Accountant', 'Clonmel Precision Components']);
  });
});
