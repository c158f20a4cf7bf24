/** Top navigation links (docs/product.md §2), shared by the desktop bar, the mobile menu and the footer. */
export const NAV_LINKS = [
  { to: '/', label: 'Accueil' },
  { to: '/examples', label: 'Exemples' },
  { to: '/pricing', label: 'Tarifs' },
  { to: '/faq', label: 'FAQ' },
  { to: '/blog', label: 'Blog' },
] as const;

export const LEGAL_LINKS = [
  { to: '/terms', label: "Conditions d'utilisation" },
  { to: '/privacy', label: 'Politique de confidentialité' },
  { to: '/cookies', label: 'Cookies' },
  { to: '/gdpr', label: 'RGPD' },
] as const;
