import { letterChecksView } from './letter-checks-view.ts';

const CLAIM_WARNING = { code: 'unsupported_claim' as const, message: 'La lettre cite des éléments absents de votre CV.' };
const LENGTH_WARNING = { code: 'length' as const, message: 'La lettre compte 250 mots : elle devrait en compter entre 300 et 400.' };
const NO_NAME = { code: 'name' as const, message: 'Votre nom n’a pas été trouvé dans le CV…' };
const NO_COMPANY = { code: 'company' as const, message: 'Le nom de l’entreprise n’a pas été trouvé…' };

describe('letterChecksView', () => {
  it('concludes when the CV was read and nothing fails the fact check', () => {
    expect(letterChecksView({ notices: [NO_COMPANY], warnings: [LENGTH_WARNING], claims: [] })).toEqual({ warnings: [LENGTH_WARNING], conclusive: true });
  });

  it.each([
    ['the CV gave no name', { notices: [NO_NAME], warnings: [], claims: [] }],
    ['the CV gave no experience', { notices: [{ code: 'experience' as const, message: '…' }], warnings: [], claims: [] }],
    ['a hidden part of the letter claims what the CV lacks', { notices: [], warnings: [CLAIM_WARNING], claims: [] }],
  ])('does not conclude when %s', (_case, input) => {
    expect(letterChecksView(input).conclusive).toBe(false);
  });

  it('leaves the claim warning to the fact check when it lists the claims', () => {
    expect(letterChecksView({ notices: [], warnings: [CLAIM_WARNING, LENGTH_WARNING], claims: ['AWS'] }).warnings).toEqual([LENGTH_WARNING]);
    expect(letterChecksView({ notices: [], warnings: [CLAIM_WARNING], claims: [] }).warnings).toEqual([CLAIM_WARNING]);
  });
});
