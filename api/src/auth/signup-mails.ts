import type { OutgoingMail } from '../mail/mailer.ts';

/** The link of a sign-up mail: the page that asks the password chosen at sign-up and creates the account. */
export function signupLink(publicUrl: string, token: string): string {
  // In the fragment, the token never reaches a server's access log nor a Referer header.
  return `${publicUrl}/signup#token=${token}`;
}

/**
 * To an address with no account: the link that creates it. Anyone can type any address in the form,
 * so the mail holds no text the asker chose (not even the name given).
 */
export function signupLinkMail(email: string, link: string): OutgoingMail {
  return {
    to: email,
    subject: 'Activez votre compte Lettra',
    text: [
      'Bonjour,',
      '',
      'Pour activer votre compte Lettra, ouvrez ce lien (valable 24 heures) et saisissez le mot de passe choisi à l’inscription :',
      '',
      link,
      '',
      'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message : aucun compte ne sera créé.',
      '',
      'L’équipe Lettra',
    ].join('\n'),
  };
}

/**
 * To an address that already has an account: no link. The person who signed up saw the same answer
 * as for a new address, so the form tells nobody which addresses have an account.
 */
export function signupTakenMail(email: string, publicUrl: string): OutgoingMail {
  return {
    to: email,
    subject: 'Tentative d’inscription sur Lettra',
    text: [
      'Bonjour,',
      '',
      'Quelqu’un a tenté de créer un compte Lettra avec cette adresse, mais un compte Lettra l’utilise déjà. Rien n’a été changé.',
      '',
      `Si c’était vous, connectez-vous : ${publicUrl}/login`,
      `Mot de passe oublié : ${publicUrl}/forgot-password`,
      '',
      'Sinon, ignorez ce message : votre compte et votre mot de passe restent inchangés.',
      '',
      'L’équipe Lettra',
    ].join('\n'),
  };
}
