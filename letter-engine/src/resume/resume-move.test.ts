import { describe, expect, it } from 'vitest';
import { resumeMove } from './resume-move.ts';

describe('a move the CV states', () => {
  it.each([
    ["06 33 91 07 58 | Nîmes (30) – installation à Tours prévue en janvier 2025", { town: 'Tours', year: 2025, month: 1, done: false }],
    ["Je prépare une installation à Londres en 2025.", { town: 'Londres', year: 2025, month: null, done: false }],
    ['Moving to Lyon\nRelocating to Lyon with my partner in December 2024.', { town: 'Lyon', year: 2024, month: 12, done: false }],
    ['looking to move closer to Leeds from January 2025.', { town: 'Leeds', year: 2025, month: 1, done: false }],
    ['Installée à Bristol depuis septembre 2025 – anglais A2', { town: 'Bristol', year: 2025, month: 9, done: true }],
    ['I moved to Lyon in September 2026 with my partner.', { town: 'Lyon', year: 2026, month: 9, done: true }],
    ['Moved to Nantes with my family.', { town: 'Nantes', year: null, month: null, done: true }],
  ])('reads %j', (text, move) => {
    expect(resumeMove(text)).toEqual({ ...move, line: expect.any(String) });
  });

  it('reads no move in a duty or a career wish', () => {
    expect(resumeMove('- Installation de tableaux électriques\nLooking to move into a safety-critical role')).toBeNull();
  });
});

describe('a move dated in brackets after its region', () => {
  it('keeps its date', () => {
    expect(resumeMove('Tomasz Nowak – moving to Lamballe, Brittany (January 2025) – +44 7911 208 553')).toEqual({ town: 'Lamballe', year: 2025, month: 1, done: false, line: expect.any(String) });
  });
});
