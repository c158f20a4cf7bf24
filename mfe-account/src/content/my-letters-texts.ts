// 'Mes lettres' texts (docs/product.md), which only this remote shows: the page and its library.
export const myLettersTexts = {
  title: 'Mes lettres',
  newLetter: 'Nouvelle lettre',
  searchPlaceholder: 'Rechercher une lettre...',
  tabs: { all: 'Toutes', favorites: 'Favorites', recent: 'Récentes' },
  createdOn: 'Créée le',
  empty: {
    all: 'Aucune lettre trouvée',
    favorites: 'Aucune lettre favorite',
    recent: 'Aucune lettre récente',
    selected: 'Aucune lettre sélectionnée',
  },
} as const;
