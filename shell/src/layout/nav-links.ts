import { fr } from '@lettra/shared-ui';

/** Top navigation links (docs/product.md §2), shared by the desktop bar, the mobile menu and the footer. */
export const NAV_LINKS = [
  { to: '/', label: fr.nav.home },
  { to: '/examples', label: fr.nav.examples },
  { to: '/pricing', label: fr.nav.pricing },
  { to: '/faq', label: fr.nav.faq },
  { to: '/blog', label: fr.nav.blog },
] as const;

export const LEGAL_LINKS = [
  { to: '/terms', label: "Conditions d'utilisation" },
  { to: '/privacy', label: 'Politique de confidentialité' },
  { to: '/cookies', label: 'Cookies' },
  { to: '/gdpr', label: 'RGPD' },
] as const;
