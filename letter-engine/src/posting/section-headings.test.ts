import { describe, expect, it } from 'vitest';
import { readHeading } from './section-headings.ts';

describe('readHeading', () => {
  it("reads a social post's 'What you'd be doing' with its arrow as the missions heading", () => {
    expect(readHeading("What you'd be doing ⬇️")).toEqual({ kind: 'missions', rest: '' });
  });

  it('reads a heading in capitals set off by a dash, keeping the named title out of the missions', () => {
    expect(readHeading('THE ROLE – Assistant Keeper (Hoofstock & Small Mammals)')).toEqual({ kind: 'missions', rest: '' });
    expect(readHeading('MISSIONS – accueil des patients')).toEqual({ kind: 'missions', rest: 'accueil des patients' });
  });

  it('leaves a sentence with a dash alone', () => {
    expect(readHeading('The role – a busy one – suits a driver.')).toBeNull();
    expect(readHeading('Deliver on foot – by trolley or van')).toBeNull();
  });
});
