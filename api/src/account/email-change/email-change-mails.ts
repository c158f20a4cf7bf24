import type { OutgoingMail } from '../../mail/mailer.ts';

/** Where the links of these messages lead: the page that sends their token back to the api. */
export function emailChangeLink(publicUrl: string, action: 'confirm' | 'undo', token: string): string {
  // In the fragment, the token never reaches a server's access log nor a Referer header.
  return `${publicUrl}/email-change#action=${action}&token=${token}`;
}

/**
 * To the new address: the link that makes the change. Any address can be asked for, so the mail holds
 * no text the asker chose (not even the account's name): nobody can use it to send their words.
 */
export function confirmationMail(newEmail: string, link: string): OutgoingMail {
  return {
    to: newEmail,
    subject: 'Confirmez votre nouvelle adresse e-mail Lettra',
    text: [
      'Bonjour,',
      '',
      'Vous avez demandé à utiliser cette adresse pour votre compte Lettra.',
      'Pour confirmer ce changement, ouvrez ce lien (valable 24 heures, une seule fois) :',
      '',
      link,
      '',
      'Tant que ce lien n’est pas ouvert, votre compte garde son adresse actuelle.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
      '',
      'L’équipe Lettra',
    ].join('\n'),
  };
}

/**
 * To a new address another account already has: no link, and the person who asked for it sees the
 * same answer as for a free address, so the form tells nobody which addresses have an account.
 */
export function addressTakenMail(newEmail: string, publicUrl: string): OutgoingMail {
  return {
    to: newEmail,
    subject: 'Demande de changement d’adresse sur Lettra',
    text: [
      'Bonjour,',
      '',
      'Quelqu’un a demandé à utiliser cette adresse pour un compte Lettra, mais un compte Lettra l’utilise déjà. Rien n’a été changé.',
      '',
      `Si c’était vous, connectez-vous avec cette adresse : ${publicUrl}/login`,
      `Mot de passe oublié : ${publicUrl}/forgot-password`,
      '',
      'Sinon, ignorez ce message.',
      '',
      'L’équipe Lettra',
    ].join('\n'),
  };
}

/**
 * To the account's own address, when a change is asked for within weeks of an undone one
 * (after-undo.ts): the owner learns of it before anything changes.
 */
export function changeRequestedMail(name: string, currentEmail: string, newEmail: string): OutgoingMail {
  return {
    to: currentEmail,
    subject: 'Demande de changement d’adresse de votre compte Lettra',
    text: [
      `Bonjour ${name},`,
      '',
      `Un changement d’adresse e-mail de votre compte Lettra vers ${newEmail} vient d’être demandé.`,
      'Il ne sera fait que si le lien envoyé à cette nouvelle adresse est ouvert ; vous recevrez alors ici un lien pour l’annuler.',
      '',
      'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe et déconnectez les autres appareils depuis les paramètres de votre compte.',
      '',
      'L’équipe Lettra',
    ].join('\n'),
  };
}

/** To the old address, once the change is made: what happened, and the link that undoes it. */
export function changedMail(name: string, change: { oldEmail: string; newEmail: string }, link: string): OutgoingMail {
  return {
    to: change.oldEmail,
    subject: 'L’adresse e-mail de votre compte Lettra a changé',
    text: [
      `Bonjour ${name},`,
      '',
      `L’adresse e-mail de votre compte Lettra est désormais ${change.newEmail}.`,
      '',
      'Si c’est bien vous, vous n’avez rien à faire.',
      '',
      'Sinon, ouvrez ce lien dans les 7 jours pour rétablir cette adresse-ci :',
      '',
      link,
      '',
      'Toutes les sessions ouvertes sur votre compte seront fermées et vous choisirez un nouveau mot de passe.',
      '',
      'L’équipe Lettra',
    ].join('\n'),
  };
}
