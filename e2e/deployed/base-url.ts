/** The deployment under test, from E2E_BASE_URL: there is no default, since no server is started here. */
export function deployedBaseUrl(): string {
  const given = process.env.E2E_BASE_URL;
  if (!given) {
    throw new Error('E2E_BASE_URL manque : indiquez le site déployé à tester, par exemple E2E_BASE_URL=https://lettra.example.fr');
  }
  const url = URL.parse(given);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`E2E_BASE_URL n'est pas une adresse http(s) : ${given}`);
  return url.origin;
}
