/**
 * Browser features no page of Lettra uses, turned off for the page and every frame in it, so that
 * injected script or a framed third party cannot ask for them. Payment stays open to the page and
 * Stripe.js, whose frames handle Apple Pay and Google Pay; clipboard writing ('Copier') keeps its
 * default, the page itself.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self "https://js.stripe.com")',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');
