import { describe, expect, it } from 'vitest';
import { englishMission } from './posting-phrases.ts';

describe("a posting line told as the role's task", () => {
  it('takes a line opening on a verb', () => {
    expect(englishMission('Supervise swimmers on poolside and respond to emergencies')?.form).toBe('verb');
    expect(englishMission('Provide care to residents in their own homes')?.form).toBe('verb');
  });

  it("reads a compound noun's first word as no verb ('Wound care and dressings')", () => {
    expect(englishMission('Wound care and dressings, drain and catheter care')?.form).toBe('noun');
    expect(englishMission('Stock control and weekly ordering')?.form).toBe('noun');
  });

  it('leaves out the employer speaking, a participle and a preposition', () => {
    expect(englishMission('Due to new contracts, we are hiring experienced Groundworkers for a 180-plot residential scheme near Horsham')).toBeNull();
    expect(englishMission("We're looking for a Line Cook to join our team of 14 cooks")).toBeNull();
    expect(englishMission('Preferred experience')).toBeNull();
    expect(englishMission('In-cab Microlise tablet for PODs and messaging')).toBeNull();
  });
});
