/** A testimonial card (docs/product.md §3): quote, author, role, rating 1–5, optional avatar. */
export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** Initials shown in place of a photo; decorative, the author's name is written next to them. */
  avatarInitials?: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'J’envoyais la même lettre partout depuis des semaines. Lettra a fait ressortir mon stage en néonatalogie pour un poste en pédiatrie : j’ai eu un entretien dix jours plus tard.',
    author: 'Camille R.',
    role: 'Infirmière diplômée d’État',
    rating: 5,
    avatarInitials: 'CR',
  },
  {
    quote:
      'La version au ton percutant m’a aidé à présenter ma reconversion comme un atout au lieu de m’en excuser. J’ai retouché deux phrases, le reste était juste.',
    author: 'Karim B.',
    role: 'Développeur web en reconversion',
    rating: 5,
    avatarInitials: 'KB',
  },
  {
    quote:
      'Idéal pour chercher une alternance : j’ai adapté ma lettre à quatre entreprises en une soirée. J’aurais aimé plus d’options dans l’offre gratuite, mais Premium vaut largement ses 5,99 €.',
    author: 'Inès M.',
    role: 'Étudiante en BTS Communication',
    rating: 4,
    avatarInitials: 'IM',
  },
];

// docs/product.md §1 and §9 claims, written in French format (decimal comma, space as thousands separator).
export const testimonialsText = {
  title: 'Ils ont décroché leur entretien',
  intro: 'Des candidats de tous horizons utilisent Lettra pour leurs candidatures.',
  averageRating: 4.9,
  summary: '4,9/5 sur plus de 1\u00a0200 avis',
} as const;
