import { company, contactLink, cookiesLink, gdprLink, settingsLink } from './company.ts';
import type { LegalDocument } from './legal-document.ts';

export const privacy: LegalDocument = {
  title: 'Politique de confidentialité',
  // Changed after the other legal pages: the saved CV and the application follow-up.
  updatedOn: '26 novembre 2026',
  intro:
    'Un CV en dit beaucoup sur une personne. Cette page explique quelles données nous traitons pour rédiger vos lettres, pourquoi, combien de temps nous les gardons et qui peut y accéder.',
  sections: [
    {
      id: 'responsable',
      title: 'Responsable du traitement',
      blocks: [
        `${company.name}, ${company.address}, est responsable du traitement de vos données.`,
        ['Vous pouvez joindre notre délégué à la protection des données (DPO) à ', contactLink, ' (objet : « DPO »), ou par courrier à Lettra SAS, à l’attention du DPO, 12 rue de la Paix, 75002 Paris.'],
      ],
    },
    {
      id: 'donnees',
      title: 'Les données que nous traitons',
      blocks: [
        {
          list: [
            'Votre compte : nom, adresse e-mail, mot de passe (conservé uniquement sous forme d’empreinte argon2id, jamais en clair) et date de votre dernière activité.',
            'Vos lettres : le texte des lettres générées et enregistrées, avec leur titre, l’entreprise, le poste, la date et leur statut de favori ; et, si vous le renseignez, le suivi de la candidature : son statut (À envoyer, Envoyée, Entretien, Refusée, Acceptée) et la date de son dernier changement, le lien ou le texte de l’offre que vous choisissez de garder, et votre note.',
            'Votre CV et l’offre d’emploi : le texte que vous collez, ou celui que nous extrayons du fichier importé. Il sert uniquement à rédiger la lettre et à calculer le score de correspondance ATS, et n’est conservé que tant que la lettre qui en est issue en a besoin.',
            'Votre CV enregistré, seulement si vous cochez « Enregistrer mon CV pour mes prochaines lettres » : son texte et sa date d’enregistrement, pour pré-remplir la première étape du générateur, y compris sur un autre appareil. Sans cette case, aucun CV n’est gardé sur votre compte.',
            'Votre abonnement : identifiants client et abonnement chez Stripe, statut et date de fin de période. Nous ne recevons ni votre numéro de carte ni vos identifiants PayPal.',
            'Vos préférences de notification.',
            'Des données techniques : le cookie de session et des journaux de sécurité (date, adresse IP, erreurs). Ces journaux ne contiennent jamais le texte de vos CV ou de vos lettres.',
          ],
        },
      ],
    },
    {
      id: 'finalites',
      title: 'Pourquoi nous les traitons',
      blocks: [
        {
          list: [
            'Fournir le service (compte, génération et sauvegarde des lettres, export) : exécution du contrat (article 6.1.b du RGPD).',
            'Gérer votre abonnement et sa facturation : exécution du contrat et obligations comptables (article 6.1.b et 6.1.c).',
            ['Garder votre CV pour vos prochaines lettres : votre consentement (article 6.1.a), donné en cochant la case et retiré à tout moment en la décochant ou en supprimant le CV dans ', settingsLink, ', rubrique Mon CV.'],
            'Sécuriser le service, par exemple limiter les tentatives de connexion et prévenir les abus : intérêt légitime (article 6.1.f).',
            ['Vous écrire au sujet de votre compte (mot de passe oublié, avertissement avant suppression, changement des conditions) ; les e-mails de nouveautés et de conseils se désactivent dans ', settingsLink, ', rubrique Notifications.'],
          ],
        },
        'Nous ne vendons pas vos données, nous n’affichons pas de publicité et nous ne prenons aucune décision automatisée à votre sujet.',
      ],
    },
    {
      id: 'conservation',
      title: 'Combien de temps nous les gardons',
      blocks: [
        {
          list: [
            'Compte et lettres : tant que vous utilisez Lettra. Après 30 jours sans activité, le compte et toutes ses données sont supprimés. Un e-mail vous prévient 7 jours avant ; une connexion suffit à tout conserver.',
            'Abonnés Premium : les données sont conservées tant que l’abonnement est en cours, même sans activité. Le délai de 30 jours commence à la fin de l’abonnement.',
            'CV et offre d’emploi : uniquement le temps dont la lettre correspondante en a besoin.',
            ['CV enregistré : jusqu’à ce que vous le supprimiez dans ', settingsLink, ' (rubrique Mon CV) ou décochiez la case, et au plus tard avec votre compte. Il figure dans l’export de vos données.'],
            'Suivi de candidature, lien ou texte de l’offre et note : avec la lettre à laquelle ils se rapportent.',
            'Pièces comptables liées aux paiements : 10 ans, comme l’exige l’article L123-22 du Code de commerce.',
            'Journaux de sécurité : 6 mois au plus.',
            ['Sur simple demande : vous pouvez tout supprimer immédiatement depuis ', settingsLink, '.'],
          ],
        },
      ],
    },
    {
      id: 'destinataires',
      title: 'Qui peut y accéder',
      blocks: [
        'Seules les personnes de notre équipe qui en ont besoin, par exemple pour répondre à une demande de support. Nous faisons aussi appel à des prestataires :',
        {
          list: [
            'Notre fournisseur d’intelligence artificielle reçoit le texte de votre CV, de l’offre et vos options pour rédiger la lettre. Il agit comme sous-traitant (article 28 du RGPD), sur nos seules instructions : il n’utilise pas ces textes pour entraîner ses modèles et ne les garde au plus que 30 jours, pour détecter les abus.',
            'Notre hébergeur stocke la base de données et fait fonctionner le service, en tant que sous-traitant.',
            'Notre prestataire d’envoi d’e-mails reçoit votre adresse pour les messages liés à votre compte.',
            'Stripe traite votre paiement. Pour les données de carte et la lutte contre la fraude, Stripe agit comme responsable de traitement indépendant, selon sa propre politique de confidentialité.',
          ],
        },
      ],
    },
    {
      id: 'transferts',
      title: 'Transferts hors de l’Union européenne',
      blocks: [
        'Certains prestataires, notamment le fournisseur d’intelligence artificielle et Stripe, peuvent traiter des données aux États-Unis. Ces transferts sont encadrés par le cadre de protection des données UE–États-Unis (Data Privacy Framework) ou par les clauses contractuelles types de la Commission européenne.',
      ],
    },
    {
      id: 'securite',
      title: 'Sécurité',
      blocks: [
        'Les échanges sont chiffrés (HTTPS), les mots de passe sont hachés avec argon2id et le cookie de session est inaccessible aux scripts de la page. L’accès aux données est limité aux personnes qui en ont besoin. En cas de violation de données, nous prévenons la CNIL dans les 72 heures et, si le risque est élevé, les personnes concernées.',
      ],
    },
    {
      id: 'droits',
      title: 'Vos droits',
      blocks: [
        ['Vous pouvez accéder à vos données, les rectifier, les exporter, les supprimer ou vous opposer à certains traitements. La marche à suivre et le recours auprès de la CNIL sont décrits sur la ', gdprLink, '.'],
        ['Les cookies et le stockage local sont détaillés dans notre ', cookiesLink, '.'],
      ],
    },
  ],
};
