// Stripe's `card.brand` values (https://docs.stripe.com/api/payment_methods/object#payment_method_object-card-brand).
const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  link: 'Link',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** 'Carte Visa se terminant par 4242', the wording of the spec's sample text (§2 settings). */
export function cardLabel(brand: string | null, last4: string | null): string | null {
  if (!last4) return null;
  const name = brand ? (BRAND_NAMES[brand] ?? brand) : null;
  return name ? `Carte ${name} se terminant par ${last4}` : `Carte se terminant par ${last4}`;
}
