/** Leaves the single-page app for another site (Stripe's hosted Checkout page), keeping this page in history. */
export function leaveFor(url: string) {
  window.location.assign(url);
}
