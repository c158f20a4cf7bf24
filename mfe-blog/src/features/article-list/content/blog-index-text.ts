/** The blog's heading and introduction, shown on /blog and used as its description for search engines. */
export const blogIndexText = {
  title: 'Le blog Lettra',
  intro: "Conseils, stratégies et retours d'expérience pour écrire une lettre de motivation qui donne envie de vous rencontrer.",
} as const;
