/**
 * The page's Content-Security-Policy: scripts, styles and manifests from our own origin and from
 * exactly the configured remote origins, nothing inline but styles (Radix and sonner position
 * elements with style attributes), no plugins, no framing (docs/security-payments.md §3, LLM05).
 */
export function contentSecurityPolicy(remoteOrigins: string[], extra: { stripe?: boolean } = {}): string {
  const remotes = remoteOrigins.join(' ');
  const stripeJs = extra.stripe ? ' https://js.stripe.com' : '';
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': `'self' ${remotes}${stripeJs}`,
    'style-src': `'self' 'unsafe-inline' ${remotes}`,
    'connect-src': `'self' ${remotes}${extra.stripe ? ' https://api.stripe.com' : ''}`,
    'img-src': "'self' data:",
    'font-src': `'self' data: ${remotes}`,
    // pdf.js wraps a cross-origin worker script in a blob: URL.
    'worker-src': `'self' blob: ${remotes}`,
    'frame-src': extra.stripe ? 'https://js.stripe.com' : "'none'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value.trim().replace(/\s+/g, ' ')}`)
    .join('; ');
}
