// The link import's texts (docs/security.md, 'The posting from its link'); the api words its own errors.
export const postingLinkTexts = {
  inputLabel: 'Lien de l’offre',
  hint: 'Collez l’adresse de l’annonce : son texte remplacera celui du champ ci-dessous, pour que vous le vérifiiez.',
  button: 'Importer depuis un lien',
  importing: 'Import en cours...',
  imported: 'Offre importée : vérifiez son texte ci-dessous avant de continuer.',
} as const;
