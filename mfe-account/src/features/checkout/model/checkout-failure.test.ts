import { ApiError } from '@lettra/shared-ui';
import { checkoutFailure } from './checkout-failure.ts';

describe('checkoutFailure', () => {
  it.each([
    [
      'an unexpected exception says the payment could not be processed',
      new TypeError('boom'),
      { kind: 'toast', title: 'Erreur', description: 'Une erreur est survenue lors du traitement du paiement.', domainSetup: false },
    ],
    [
      // The api client turns a failed fetch into status 0: the server never answered.
      'a network failure says the payment could not be processed',
      new ApiError(0, { code: 'NetworkError', message: 'Connexion au serveur impossible.' }),
      { kind: 'toast', title: 'Erreur', description: 'Une erreur est survenue lors du traitement du paiement.', domainSetup: false },
    ],
    [
      'an existing subscription sends the user away',
      new ApiError(409, { code: 'AlreadySubscribedError', message: 'Vous êtes déjà abonné Premium' }),
      { kind: 'already-subscribed' },
    ],
    [
      'a refused domain asks for the Stripe setup',
      new ApiError(400, { code: 'PaymentDomainNotAllowedError', message: "Le domaine de cette application n'est pas autorisé" }),
      {
        kind: 'toast',
        title: 'Configuration Stripe incomplète',
        description: "Le domaine de cette application n'est pas autorisé",
        domainSetup: true,
      },
    ],
    [
      'any other api error is shown with its own title and message',
      new ApiError(502, { code: 'PaymentProviderUnreachableError', title: 'Erreur', message: 'Impossible de se connecter à Stripe' }),
      { kind: 'toast', title: 'Erreur', description: 'Impossible de se connecter à Stripe', domainSetup: false },
    ],
  ])('%s', (_case, error, expected) => {
    expect(checkoutFailure(error)).toEqual(expected);
  });
});
