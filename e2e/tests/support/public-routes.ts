/** Public routes of docs/product.md §2 with the heading a visitor sees first (level 1). */
export const PUBLIC_ROUTES: Array<{ path: string; heading: RegExp }> = [
  { path: '/', heading: /lettre de motivation/i },
  { path: '/examples', heading: /exemples/i },
  { path: '/pricing', heading: /tarif|offre|abonnement/i },
  { path: '/faq', heading: /questions|FAQ/i },
  { path: '/blog', heading: /blog/i },
  { path: '/terms', heading: /conditions/i },
  { path: '/privacy', heading: /confidentialité/i },
  { path: '/cookies', heading: /cookies/i },
  { path: '/gdpr', heading: /RGPD|données/i },
];

export const NAV_LINKS = [
  { name: 'Accueil', path: '/' },
  { name: 'Exemples', path: '/examples' },
  { name: 'Tarifs', path: '/pricing' },
  { name: 'FAQ', path: '/faq' },
  { name: 'Blog', path: '/blog' },
];
