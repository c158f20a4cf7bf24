import fp from 'fastify-plugin';

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

/** `Permissions-Policy` on every answer: pages, build files, api answers and errors alike. */
export const permissionsPolicyPlugin = fp(
  async (app) => {
    // Callback style, as every hook that runs on each request: no promise to settle per request.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      done();
    });
  },
  { name: 'permissions-policy' },
);
