import type { TextLink } from './legal-document.ts';

/** Who publishes Lettra, as every legal page states it. */
export const company = {
  name: 'Lettra SAS',
  address: '12 rue de la Paix, 75002 Paris',
  email: 'contact@lettra.fr',
} as const;

/** Date shown as 'Dernière mise à jour' on the four legal pages. */
export const legalUpdatedOn = '22 novembre 2026';

export const contactLink: TextLink = { text: company.email, href: `mailto:${company.email}` };
export const settingsLink: TextLink = { text: 'Paramètres', href: '/settings' };
export const privacyLink: TextLink = { text: 'politique de confidentialité', href: '/privacy' };
export const cookiesLink: TextLink = { text: 'politique cookies', href: '/cookies' };
export const gdprLink: TextLink = { text: 'page Vos droits RGPD', href: '/gdpr' };
export const cnilComplaintLink: TextLink = { text: 'www.cnil.fr/fr/plaintes', href: 'https://www.cnil.fr/fr/plaintes' };
