import Stripe from 'stripe';
import { BillingProviderError } from '../errors/billing-provider-error.ts';
import { PaymentDomainNotAllowedError } from '../errors/payment-domain-not-allowed-error.ts';
import { PaymentProviderError } from '../errors/payment-provider-error.ts';
import { PaymentProviderUnreachableError } from '../errors/payment-provider-unreachable-error.ts';

/** What the failed call was for: a redirect to a Stripe page, or work on an existing subscription. */
export type StripeCall = 'redirect' | 'subscription';

// Stripe's wording when a domain is not on the account's allowed list, e.g. "The domain (https://…) that
// redirected to Checkout is not enabled in the dashboard. Add this domain at …/account/checkout/settings."
const DOMAIN_REFUSED = /\bdomain\b[\s\S]*\b(not enabled|not allowed|not authori[sz]ed|allowlist|allowed domains)\b/i;

/**
 * Turns a failure of the Stripe SDK into the error the user is shown (docs/product.md §8 payment rows). The SDK's
 * own message is English and may name internals: it goes to the log (as the cause), never to the browser.
 * Anything that is not a Stripe error is a bug of ours and is handed back unchanged (a logged 500).
 */
export function toStripeFailure(error: unknown, call: StripeCall): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new PaymentProviderUnreachableError({}, { cause: error });
  }
  if (DOMAIN_REFUSED.test(error.message)) {
    return new PaymentDomainNotAllowedError({}, { cause: error });
  }
  return call === 'redirect' ? new PaymentProviderError({}, { cause: error }) : new BillingProviderError({}, { cause: error });
}

/** True when Stripe answered that the object does not exist (a `session_id` typed by hand, an expired one). */
export function isMissingResource(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.statusCode === 404 || error.code === 'resource_missing')
  );
}
