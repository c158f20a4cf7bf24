import type { OutgoingMail } from '../mail/mailer.ts';

export interface WarnedAccount {
  name: string;
  email: string;
}

/**
 * The e-mail the terms promise 7 days before an inactive account is deleted. The date is the day
 * the deletion becomes due, in the app's time zone: logging in before it keeps the account.
 */
export function retentionWarningMail(
  account: WarnedAccount,
  deletionDate: Date,
  settings: { publicUrl: string; timeZone: string },
): OutgoingMail {
  const day = new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: settings.timeZone,
  }).format(deletionDate);
  const link = `${settings.publicUrl}/login`;
  return {
    to: account.email,
    subject: 'Votre compte Lettra sera supprimé dans 7 jours',
    text: [
      `Bonjour ${account.name},`,
      '',
      'Votre compte Lettra n’a connu aucune activité depuis plus de trois semaines. Comme l’annoncent nos conditions d’utilisation, un compte inactif pendant 30 jours est supprimé.',
      '',
      `Sans connexion de votre part, votre compte et toutes vos lettres seront définitivement supprimés le ${day}.`,
      '',
      'Pour conserver votre compte, il vous suffit de vous connecter avant cette date :',
      '',
      link,
      '',
      'Si vous ne souhaitez plus utiliser Lettra, vous n’avez rien à faire : vos données seront effacées à cette date.',
      '',
      'L’équipe Lettra',
    ].join('\n'),
  };
}
