// Query parameters that carry a bearer secret: a password-reset link opens as
// `/forgot-password?token=…`, and whoever reads the access log must not be able to open it too.
// 'preview' carries a signed preview link's token (docs/security.md 'Preview links').
const SECRET_PARAMETER = /token|secret|password|code|key|signature|sig$|^preview$/i;

const MASK = '[masqué]';

/**
 * The URL as a log line may show it: the path, and the query with every secret-looking parameter's
 * value masked (`/forgot-password?token=[masqué]`). Read by index, so a long query costs one pass.
 */
export function loggedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const parameters = url.slice(queryStart + 1).split('&').map((parameter) => {
    const equals = parameter.indexOf('=');
    const rawName = equals === -1 ? parameter : parameter.slice(0, equals);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replaceAll('+', ' '));
    } catch {
      // A malformed escape is logged as sent; the name is still checked as written.
    }
    return SECRET_PARAMETER.test(name) && equals !== -1 ? `${rawName}=${MASK}` : parameter;
  });
  return `${url.slice(0, queryStart)}?${parameters.join('&')}`;
}
