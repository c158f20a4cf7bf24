/** The origins the api lets a preview load a remote from (its PREVIEW_ORIGINS setting). */
export async function fetchPreviewOrigins(url = '/preview-origins.json'): Promise<string[]> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} : HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isOriginList(body)) throw new Error(`${url} : format inattendu`);
  return body.origins;
}

function isOriginList(body: unknown): body is { origins: string[] } {
  if (typeof body !== 'object' || body === null || !('origins' in body)) return false;
  const { origins } = body;
  return Array.isArray(origins) && origins.every((origin) => typeof origin === 'string');
}
