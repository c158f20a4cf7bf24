import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { isMissingResource, toStripeFailure, type StripeCall } from './stripe-failure.ts';

const { StripeAPIError, StripeAuthenticationError, StripeConnectionError, StripeInvalidRequestError } = Stripe.errors;

describe('toStripeFailure', () => {
  // docs/product.md §8's payment rows, from the errors the SDK really throws.
  it.each<[string, unknown, StripeCall, string]>([
    ['a network failure', new StripeConnectionError({ message: 'connect ECONNREFUSED' }), 'redirect', 'PaymentProviderUnreachableError'],
    ['a network failure on a subscription', new StripeConnectionError({ message: 'timeout' }), 'subscription', 'PaymentProviderUnreachableError'],
    [
      "Stripe's refusal of the domain",
      new StripeInvalidRequestError({
        message: 'The domain (https://lettra.fr) that redirected to Checkout is not enabled in the dashboard.',
      }),
      'redirect',
      'PaymentDomainNotAllowedError',
    ],
    ['a domain missing from the allowlist', new StripeInvalidRequestError({ message: 'This domain is not on your allowlist' }), 'redirect', 'PaymentDomainNotAllowedError'],
    ['an invalid request', new StripeInvalidRequestError({ message: "No such price: 'price_x'" }), 'redirect', 'PaymentProviderError'],
    ['a refused key', new StripeAuthenticationError({ message: 'Invalid API Key provided' }), 'redirect', 'PaymentProviderError'],
    ['an outage, on a subscription', new StripeAPIError({ message: 'An unknown error occurred' }), 'subscription', 'BillingProviderError'],
  ])('turns %s into %s', (_case, error, call, name) => {
    const failure = toStripeFailure(error, call) as Error;
    expect(failure.name).toBe(name);
    expect(failure.cause).toBe(error);
  });

  it('hands back an error that is not Stripe’s: it is a bug, not a payment problem', () => {
    const bug = new TypeError('undefined is not a function');
    expect(toStripeFailure(bug, 'redirect')).toBe(bug);
  });
});

describe('isMissingResource', () => {
  it.each([
    ['a 404 of Stripe', new StripeInvalidRequestError({ message: 'No such checkout.session', statusCode: 404 }), true],
    ['resource_missing', new StripeInvalidRequestError({ message: 'No such checkout.session', code: 'resource_missing' }), true],
    ['another invalid request', new StripeInvalidRequestError({ message: 'Invalid string', statusCode: 400 }), false],
    ['an outage', new StripeAPIError({ message: 'boom', statusCode: 500 }), false],
  ])('%s: %s', (_case, error, expected) => {
    expect(isMissingResource(error)).toBe(expected);
  });
});
