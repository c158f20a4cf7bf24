import { describe, expect, it } from 'vitest';
import { retryInMessage } from './error-map.ts';
import { TooManyAttemptsError } from './too-many-attempts-error.ts';

describe('retryInMessage', () => {
  it('says the wait in whole minutes, rounded up, one minute at least', () => {
    expect(retryInMessage(600)).toBe('Trop de tentatives. Réessayez dans 10 minutes.');
    expect(retryInMessage(61)).toBe('Trop de tentatives. Réessayez dans 2 minutes.');
    expect(retryInMessage(60)).toBe('Trop de tentatives. Réessayez dans 1 minute.');
    expect(retryInMessage(5)).toBe('Trop de tentatives. Réessayez dans 1 minute.');
  });
});

describe('TooManyAttemptsError', () => {
  it('keeps the map’s message unless asked to say when', () => {
    expect(new TooManyAttemptsError(90).details).toEqual({});
    expect(new TooManyAttemptsError(90, { sayWhen: true }).details).toEqual({ message: 'Trop de tentatives. Réessayez dans 2 minutes.' });
    expect(new TooManyAttemptsError(0.2).retryAfterSeconds).toBe(1);
  });
});
