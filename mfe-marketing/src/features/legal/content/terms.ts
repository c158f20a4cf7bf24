import { company, contactLink, cookiesLink, gdprLink, legalUpdatedOn, privacyLink, settingsLink } from './company.ts';
import type { LegalDocument } from './legal-document.ts';

export const terms: LegalDocument = {
  title: 'Conditions générales d’utilisation',
  updatedOn: legalUpdatedOn,
  intro:
    'Ces conditions expliquent ce que Lettra vous propose, ce que vous pouvez en attendre et les règles à respecter. En créant un compte ou en utilisant le générateur, vous les acceptez.',
  sections: [
    {
      id: 'editeur',
      title: 'Qui sommes-nous ?',
      blocks: [
        `Le service Lettra est édité par ${company.name}, dont le siège est situé ${company.address}.`,
        ['Pour toute question : ', contactLink, '.'],
      ],
    },
    {
      id: 'service',
      title: 'Le service',
      blocks: [
        'Lettra rédige des lettres de motivation personnalisées, en français ou en anglais, à partir du CV et de l’offre d’emploi que vous fournissez, par copier-coller ou par import d’un fichier PDF, DOCX ou TXT. Les lettres sont produites par un modèle d’intelligence artificielle.',
        'Chaque lettre générée est enregistrée dans votre espace « Mes lettres », où vous pouvez la retrouver, la marquer comme favorite ou la supprimer.',
      ],
    },
    {
      id: 'compte',
      title: 'Votre compte',
      blocks: [
        {
          list: [
            'Un compte est personnel. Il demande une adresse e-mail valide et un mot de passe d’au moins 8 caractères ; les mots de passe les plus courants et les suites trop simples sont refusés.',
            ['Gardez vos identifiants pour vous et prévenez-nous sans attendre à ', contactLink, ' si vous pensez qu’un tiers les utilise.'],
            'Un compte sans aucune activité pendant 30 jours est supprimé avec toutes ses lettres. Un e-mail vous prévient 7 jours avant : il suffit de vous connecter pour conserver votre compte. Un compte dont l’abonnement Premium est en cours n’est jamais supprimé pour inactivité.',
            ['Vous pouvez supprimer votre compte à tout moment depuis ', settingsLink, '.'],
          ],
        },
      ],
    },
    {
      id: 'offres',
      title: 'Offres Gratuit et Premium',
      blocks: [
        {
          list: [
            'Gratuit : jusqu’à 3 lettres par mois, consultables en aperçu. La copie, le téléchargement et la modification ne sont pas inclus.',
            'Premium : 5,99€ par mois, toutes taxes comprises. Premium comprend les lettres illimitées, le téléchargement et la copie, la modification, le choix du ton, 3 versions par lettre, l’optimisation des mots-clés ATS et la personnalisation complète.',
            'Journées spéciales Premium : lorsqu’un bandeau l’annonce, toutes les fonctionnalités Premium sont offertes à tous jusqu’à la fin de la journée indiquée. Elles ne créent ni abonnement ni paiement.',
          ],
        },
      ],
    },
    {
      id: 'paiement',
      title: 'Paiement, renouvellement et résiliation',
      blocks: [
        {
          list: [
            'Le paiement se fait sur la page sécurisée de notre prestataire Stripe, par carte bancaire ou PayPal. Nous ne voyons jamais votre numéro de carte.',
            'L’abonnement est facturé chaque mois, à la date anniversaire de votre souscription, jusqu’à ce que vous le résiliiez.',
            ['Vous pouvez résilier à tout moment, sans frais, depuis ', settingsLink, ', rubrique Abonnement. Premium reste actif jusqu’à la fin du mois déjà payé, puis votre compte repasse à l’offre gratuite.'],
            ['Satisfait ou remboursé : si Premium ne vous convient pas, écrivez à ', contactLink, ' dans les 30 jours qui suivent votre premier paiement et nous vous remboursons intégralement. Cette garantie va au-delà du délai de rétractation de 14 jours prévu par le Code de la consommation.'],
            'Étudiants : 20 % de réduction sur Premium, sur demande auprès du support avec un justificatif de scolarité en cours.',
          ],
        },
      ],
    },
    {
      id: 'ia',
      title: 'Lettres rédigées par l’intelligence artificielle',
      blocks: [
        {
          list: [
            'Le modèle s’appuie uniquement sur les informations que vous fournissez, mais il peut se tromper ou formuler une idée de façon approximative. Relisez toujours votre lettre et corrigez-la avant de l’envoyer : vous en restez l’auteur.',
            'Ne déclarez que des expériences et des compétences réelles : une lettre doit pouvoir être défendue en entretien.',
            'Ne saisissez pas de données dont la lettre n’a pas besoin, en particulier des informations de santé ou votre numéro de sécurité sociale.',
            'Lettra vous aide à présenter votre candidature ; nous ne pouvons pas garantir l’obtention d’un entretien ou d’un emploi.',
          ],
        },
      ],
    },
    {
      id: 'propriete',
      title: 'Propriété des contenus',
      blocks: [
        'Votre CV et les lettres générées vous appartiennent : vous pouvez les utiliser, les modifier et les diffuser librement. Nous ne les utilisons que pour vous rendre le service.',
        `La marque Lettra, le site, ses textes, ses illustrations et son code appartiennent à ${company.name} et ne peuvent pas être reproduits sans autorisation.`,
      ],
    },
    {
      id: 'usages-interdits',
      title: 'Usages interdits',
      blocks: [
        {
          list: [
            'Utiliser le CV d’une autre personne sans son accord.',
            'Produire des contenus illicites, diffamatoires ou discriminatoires.',
            'Générer des lettres en masse par des moyens automatisés, extraire le contenu du site ou contourner les limites de l’offre gratuite.',
            'Tenter d’accéder aux comptes ou aux données d’autres utilisateurs, ou perturber le fonctionnement du service.',
          ],
        },
        'En cas de manquement, nous pouvons suspendre le compte concerné, après un avertissement sauf urgence.',
      ],
    },
    {
      id: 'disponibilite',
      title: 'Disponibilité et responsabilité',
      blocks: [
        'Nous faisons le nécessaire pour que Lettra soit disponible à tout moment, mais une maintenance ou un incident chez l’un de nos prestataires peut l’interrompre temporairement. Notre responsabilité est limitée aux dommages directs, dans les limites prévues par la loi.',
      ],
    },
    {
      id: 'donnees',
      title: 'Données personnelles',
      blocks: [
        ['La manière dont nous traitons vos données est décrite dans notre ', privacyLink, ' et notre ', cookiesLink, '. Vos droits et la façon de les exercer sont détaillés sur la ', gdprLink, '.'],
      ],
    },
    {
      id: 'modifications',
      title: 'Modification des conditions',
      blocks: [
        'Nous pouvons faire évoluer ces conditions. En cas de changement important, nous vous prévenons par e-mail 30 jours avant son entrée en vigueur ; si vous ne l’acceptez pas, vous pouvez résilier votre abonnement et supprimer votre compte.',
      ],
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable et litiges',
      blocks: [
        ['Ces conditions sont soumises au droit français. En cas de désaccord, écrivez-nous d’abord à ', contactLink, ' : nous cherchons toujours une solution amiable. À défaut, vous pouvez recourir gratuitement à un médiateur de la consommation ou saisir le tribunal compétent.'],
      ],
    },
  ],
};
