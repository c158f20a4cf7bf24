import { describe, expect, it } from 'vitest';
import { findPosition } from './find-position.ts';

describe('a hiring shout followed by a sentence that hires', () => {
  // A pub's post and a supported-living provider's sponsored Facebook post: the job is what the second verb names.
  it.each([
    ["We're hiring! The Copper Fox is looking for a Bartender", 'Bartender'],
    ['💙 WE ARE HIRING! 💙 Brightwater Supported Living is hiring Support Workers in Swindon 🏡', 'Support Workers'],
  ])('reads the job, not the sentence, in %j', (line, position) => {
    expect(findPosition([line])).toBe(position);
  });

  it('still reads a job named right after the shout', () => {
    expect(findPosition(["We're hiring: Recruitment Resourcer"])).toBe('Recruitment Resourcer');
  });
});
