import { legalUpdatedOn, privacyLink } from './company.ts';
import type { LegalDocument } from './legal-document.ts';

export const cookies: LegalDocument = {
  title: 'Politique cookies',
  updatedOn: legalUpdatedOn,
  intro:
    'Lettra n’utilise que ce qui est strictement nécessaire à son fonctionnement : un cookie de session et un indicateur local. Aucune publicité, aucune mesure d’audience, aucun traceur tiers.',
  sections: [
    {
      id: 'en-bref',
      title: 'En bref',
      blocks: [
        'Les cookies strictement nécessaires au service que vous demandez sont exemptés de consentement (article 82 de la loi Informatique et Libertés, lignes directrices de la CNIL du 17 septembre 2020). Comme nous n’utilisons rien d’autre, aucun bandeau ne vous demande votre accord.',
      ],
    },
    {
      id: 'liste',
      title: 'Ce que nous enregistrons sur votre appareil',
      blocks: [
        {
          list: [
            'Le cookie de session : il vous garde connecté d’une page à l’autre. Il est créé à la connexion, limité à notre domaine, inaccessible aux scripts de la page (httpOnly), transmis uniquement en connexion sécurisée, et effacé à la déconnexion ou à son expiration.',
            'L’indicateur « hasShownPremiumNotice » : enregistré dans le stockage local de votre navigateur, il retient seulement que la notification de la journée spéciale Premium vous a déjà été montrée, pour ne pas vous la répéter. Il n’est jamais envoyé à nos serveurs et il est effacé à la déconnexion.',
          ],
        },
      ],
    },
    {
      id: 'paiement',
      title: 'Lors d’un paiement',
      blocks: [
        'Pour payer Premium, vous êtes redirigé vers la page de paiement de Stripe, sur son propre domaine. Stripe peut y déposer ses propres cookies, notamment pour prévenir la fraude, selon sa politique cookies. Nos pages ne chargent aucun script de Stripe.',
      ],
    },
    {
      id: 'gerer',
      title: 'Comment les supprimer',
      blocks: [
        'Vous pouvez effacer cookies et stockage local depuis les réglages de votre navigateur, pour notre site ou pour tous. Supprimer le cookie de session vous déconnecte simplement ; vous pourrez vous reconnecter à tout moment.',
      ],
    },
    {
      id: 'evolutions',
      title: 'Si cela change',
      blocks: [
        ['Si nous ajoutions un jour un outil de mesure d’audience ou tout autre traceur non indispensable, nous vous demanderions d’abord votre accord, avec un refus aussi simple que l’acceptation, et nous mettrions à jour cette page. Pour le reste de vos données, consultez notre ', privacyLink, '.'],
      ],
    },
  ],
};
