import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });
const sector = (label: string, aliases: string, labelEn: string): TermEntry => term('sector', label, aliases, { labelEn });

/** Shops and supermarkets: till, shelves, customer advice and sales targets, in French and English. */
export const RETAIL_TERMS: readonly TermEntry[] = [
  // A florist's 'conditionnement des fleurs' readies cut stems: the longer name keeps it from reading as packing.
  // A florist's work in French and English, so that a French florist's CV backs a British shop's words.
  skill('compositions en vase', 'compositions en vase|composition en vase|vases|vase arrangements|arrangements in vases', 'vases'),
  skill('fleurs de deuil', 'pièces de deuil|compositions de deuil|fleurs de deuil|couronnes de deuil|couronnes mortuaires|sympathy work|sympathy flowers|funeral flowers|funeral work|funeral tributes|wreaths', 'sympathy work'),
  skill('fleurs de mariage', 'bouquets de mariée|bouquet de mariée|fleurs de mariage|décoration florale de mariage|wedding flowers|wedding work|bridal bouquets|bridal flowers', 'wedding flowers'),
  skill('achats chez le grossiste', 'grossiste en fleurs|grossiste du MIN|livrées par le grossiste|par le grossiste|flower wholesaler|wholesaler|wholesaler deliveries', 'wholesaler deliveries'),
  skill('conditionnement des fleurs', 'conditionnement des fleurs|conditionnement des végétaux|flower conditioning|conditioning flowers|conditioning stems', 'flower conditioning'),
  skill('encaissement', "encaissement|encaissements|caisse|tenue de caisse|tenir la caisse|tenue des caisses|gestion de caisse|caisse enregistreuse|fond de caisse|cash handling|handling cash|cash register|till operation|operating the till|cashiering|point of sale|=POS|=EPOS", 'cash handling'),
  // A checkout's duties each answer a line of their own in a shop's posting: machines, cards, age checks, the till at close.
  skill('caisses automatiques', 'caisses automatiques|caisse automatique|caisses libre-service|caisse libre-service|caisses en libre-service|self-checkout|self-checkouts|self checkout|self checkouts|self-service checkouts|self-service tills|self-scan tills', 'self-checkouts'),
  skill('paiements par carte', 'paiement par carte|paiements par carte|paiement par carte bancaire|paiements par carte bancaire|carte bancaire|cartes bancaires|paiement CB|card payments|card payment|card transactions|contactless payments|chip and PIN', 'card payments'),
  skill("contrôle de l'âge", "contrôle d'âge|contrôles d'âge|contrôle de l'âge|vérification de l'âge|vérification d'âge|contrôle des pièces d'identité|vérification des pièces d'identité|age checks|age verification|checking ID|ID checks|age-restricted sales|Challenge 25|Challenge 21|Think 25", 'ID and age checks'),
  skill('comptage de caisse', 'comptage de caisse|comptage des caisses|comptage du fond de caisse|arrêté de caisse|counting a till|counting the till|counting tills|till counting|balancing the till|reconciling the till', 'counting the till'),
  skill('mise en rayon', "mise en rayon|mise en rayons|réassort|réassortiment|remplissage des rayons|réapprovisionnement des rayons|shelf stacking|shelf filling|shelf replenishment|restocking shelves|replenishment|stock replenishment|replenish stock|replenishing stock", 'shelf replenishment'),
  skill('merchandising', 'merchandising|visual merchandising|marchandisage|implantation des produits|implantation des rayons|planogramme|planogrammes|planogram|planograms|product displays|window displays|vitrines', 'merchandising'),
  skill('conseil client', "conseil client|conseil clients|conseil à la clientèle|conseil clientèle|conseiller les clients|vente conseil|conseil personnalisé|customer advice|advising customers|product advice|product knowledge", 'customer advice'),
  skill('vente additionnelle', 'vente additionnelle|ventes additionnelles|vente croisée|ventes croisées|upselling|up-selling|upsell|cross-selling|cross selling', 'upselling'),
  skill('étiquetage', "étiquetage|étiquetage des prix|affichage des prix|changements d'étiquettes|price labelling|price labeling|labelling|labeling", 'price labelling'),
  skill('inventaire', 'inventaire|inventaires|comptage des stocks|stock count|stock counts|stocktaking|stock-taking|stocktake|cycle counting|cycle counts', 'stocktaking'),
  skill('objectifs de vente', "objectifs de vente|objectifs commerciaux|objectifs de chiffre d'affaires|atteinte des objectifs|sales targets|sales goals|sales objectives|sales quotas", 'sales targets'),
  skill('fidélisation client', 'fidélisation|fidélisation client|fidélisation clientèle|fidélisation des clients|programme de fidélité|carte de fidélité|customer loyalty|customer retention|loyalty programme|loyalty program|loyalty scheme', 'customer loyalty'),
  skill('ouverture et fermeture du magasin', 'ouverture et fermeture du magasin|ouverture du magasin|fermeture du magasin|ouverture et fermeture de la boutique|store opening and closing|opening and closing the store|opening and closing the shop|key holder|keyholder', 'store opening and closing'),
  skill('traitement des réclamations', 'traitement des réclamations|gestion des réclamations|réclamations clients|gestion des litiges|traitement des litiges|service après-vente|=SAV|complaint handling|handling complaints|customer complaints|guest complaints|réclamations des clients|complaints handling|returns and exchanges|after-sales service', 'complaint handling'),
  skill('vente en magasin', 'vente en magasin|vente en boutique|vente au comptoir|retail sales|in-store sales|shop floor|sales floor|sales assistant experience', 'retail sales'),
  sector('grande distribution', 'grande distribution|grandes surfaces|grande surface|=GMS|=GSA|=GSS|supermarché|hypermarché|commerce de détail|distribution alimentaire|retail industry|grocery retail|supermarket|supermarkets', 'retail'),
  skill('prévention des pertes', 'démarque|démarque inconnue|prévention des vols|prévention des pertes|loss prevention|shrinkage|shrink reduction', 'loss prevention'),
  skill('click and collect', 'click and collect|click & collect|retrait en magasin|préparation des commandes web|online order picking|ship from store', 'click and collect'),
  // Each fresh counter is a trade of its own: a CV of fresh produce backs none of them.
  sector('produits frais', 'produits frais|rayon frais|fruits et légumes|fresh produce|fresh food|deli counter', 'fresh produce'),
  sector('boucherie', 'boucherie|rayon boucherie|butchery|butcher counter', 'butchery'),
  sector('poissonnerie', 'poissonnerie|rayon marée|fish counter|fishmonger', 'fish counter'),
  sector('boulangerie', 'boulangerie|boulangerie-pâtisserie|bakery', 'bakery'),
  skill('suivi des ventes', "suivi du chiffre d'affaires|suivi des ventes|analyse des ventes|indicateurs de vente|panier moyen|sales analysis|average basket|sales figures|sales performance", 'sales performance'),
];
