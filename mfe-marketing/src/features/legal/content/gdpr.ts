import { cnilComplaintLink, company, contactLink, legalUpdatedOn, privacyLink, settingsLink } from './company.ts';
import type { LegalDocument } from './legal-document.ts';

export const gdpr: LegalDocument = {
  title: 'Vos droits RGPD',
  updatedOn: legalUpdatedOn,
  intro:
    'Le Règlement général sur la protection des données (RGPD) vous donne des droits sur vos données personnelles. Voici lesquels, et comment les exercer chez Lettra, le plus souvent en quelques clics.',
  sections: [
    {
      id: 'vos-droits',
      title: 'Vos droits',
      blocks: [
        {
          list: [
            'Droit d’accès (article 15) : savoir quelles données nous détenons sur vous et en obtenir une copie.',
            'Droit de rectification (article 16) : corriger des données inexactes, comme votre nom ou votre adresse e-mail.',
            'Droit à l’effacement (article 17) : faire supprimer votre compte et toutes vos données.',
            'Droit à la limitation (article 18) : geler l’utilisation de vos données pendant l’examen d’une contestation.',
            'Droit à la portabilité (article 20) : récupérer vos données dans un format lisible par une machine, pour les réutiliser ailleurs.',
            'Droit d’opposition (article 21) : refuser un traitement fondé sur notre intérêt légitime, par exemple les e-mails de nouveautés.',
            'Directives post mortem (article 85 de la loi Informatique et Libertés) : indiquer ce que deviennent vos données après votre décès.',
          ],
        },
      ],
    },
    {
      id: 'depuis-votre-compte',
      title: 'Depuis votre compte, en quelques clics',
      blocks: [
        ['La plupart de ces droits s’exercent directement depuis ', settingsLink, ' :'],
        {
          list: [
            'Exporter vos données : un fichier JSON contenant votre compte, vos lettres, vos préférences et le statut de votre abonnement.',
            'Rectifier votre profil : nom et adresse e-mail, dans la rubrique Profil.',
            'Supprimer votre compte : le compte, les lettres et les sessions sont effacés immédiatement et définitivement. Une confirmation vous est demandée.',
            'Désactiver les e-mails de nouveautés et de conseils, dans la rubrique Notifications.',
          ],
        },
      ],
    },
    {
      id: 'nous-ecrire',
      title: 'Écrire à notre délégué à la protection des données',
      blocks: [
        ['Pour toute autre demande, écrivez à notre DPO à ', contactLink, ' (objet : « RGPD »), ou par courrier à ', `${company.name}, à l’attention du DPO, ${company.address}.`],
        {
          list: [
            'Précisez le droit que vous souhaitez exercer et l’adresse e-mail de votre compte.',
            'Si nous avons un doute raisonnable sur votre identité, nous pouvons vous demander une information complémentaire, jamais plus que nécessaire.',
            'Nous répondons dans un délai d’un mois, prolongeable de deux mois pour une demande complexe ; nous vous prévenons alors dans le premier mois.',
            'L’exercice de vos droits est gratuit.',
          ],
        },
      ],
    },
    {
      id: 'conservation',
      title: 'Rappel : combien de temps nous gardons vos données',
      blocks: [
        {
          list: [
            'Après 30 jours sans activité, le compte et toutes ses données sont supprimés ; un e-mail vous prévient 7 jours avant.',
            'Tant qu’un abonnement Premium est en cours, les données sont conservées, même sans activité.',
            'Le texte de votre CV et de l’offre n’est conservé que tant que la lettre correspondante en a besoin.',
          ],
        },
        ['Le détail figure dans notre ', privacyLink, '.'],
      ],
    },
    {
      id: 'cnil',
      title: 'Réclamation auprès de la CNIL',
      blocks: [
        ['Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), en ligne sur ', cnilComplaintLink, ', ou par courrier : CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.'],
      ],
    },
  ],
};
