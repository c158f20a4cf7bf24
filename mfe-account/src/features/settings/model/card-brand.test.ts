import { cardLabel } from './card-brand.ts';

describe('cardLabel', () => {
  it.each([
    ['visa', '4242', 'Carte Visa se terminant par 4242'],
    ['mastercard', '4444', 'Carte Mastercard se terminant par 4444'],
    ['amex', '0005', 'Carte American Express se terminant par 0005'],
    ['cartes_bancaires', '1001', 'Carte Cartes Bancaires se terminant par 1001'],
    // A brand Stripe adds later is shown as Stripe names it rather than hidden.
    ['nouvelle_marque', '1234', 'Carte nouvelle_marque se terminant par 1234'],
    [null, '1234', 'Carte se terminant par 1234'],
    ['visa', null, null],
  ])('%s ending %s reads %s', (brand, last4, expected) => {
    expect(cardLabel(brand, last4)).toBe(expected);
  });
});
