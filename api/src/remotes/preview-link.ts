// `pnpm remote:preview-link <remote> <manifest URL> [--minutes 60] [--page /blog]`: prints the signed
// link that lets one tab try a remote's build in the real site (docs/federation.md 'Previewing a remote
// in the real shell'). Run with the api's PREVIEW_SECRET, PREVIEW_ORIGINS and PUBLIC_URL.
import { parseArgs } from 'node:util';
import { manifestSha256, MAX_PREVIEW_MINUTES, signPreviewToken } from './preview-token.ts';

export interface PreviewLinkContext {
  /** `PREVIEW_SECRET`; null: no link can be signed. */
  secret: string | null;
  /** `PREVIEW_ORIGINS`: the api refuses a link to any other origin, so none is printed. */
  origins: readonly string[];
  /** `PUBLIC_URL`: the site the link opens. */
  siteUrl: string;
  now: () => Date;
  /** The manifest's bytes as served: their hash is what the shell checks. */
  fetchBytes: (url: string) => Promise<Uint8Array>;
  print: (text: string) => void;
  printError: (text: string) => void;
}

const USAGE = 'pnpm remote:preview-link <remote> <URL du mf-manifest.json> [--minutes 60] [--page /blog]';
const DEFAULT_MINUTES = 60;

/** Prints the link; returns the process's exit code (1, with the reason, when no link can be made). */
export async function runPreviewLink(args: string[], context: PreviewLinkContext): Promise<number> {
  try {
    context.print(await previewLink(args, context));
    return 0;
  } catch (error) {
    context.printError(`✗ ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

async function previewLink(args: string[], { secret, origins, siteUrl, now, fetchBytes }: PreviewLinkContext): Promise<string> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { minutes: { type: 'string' }, page: { type: 'string' } },
  });
  const [remote, manifest, ...extra] = positionals;
  if (!remote || !manifest || extra.length > 0) throw new Error(`usage :\n${USAGE}`);
  if (secret === null) throw new Error('PREVIEW_SECRET n’est pas défini : donnez à cette commande le secret de l’api (32 caractères au moins).');

  const minutes = Number(values.minutes ?? DEFAULT_MINUTES);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_PREVIEW_MINUTES) {
    throw new Error(`--minutes : un nombre entier de 1 à ${MAX_PREVIEW_MINUTES}.`);
  }
  const page = values.page ?? '/';
  if (!page.startsWith('/') || page.startsWith('//')) throw new Error(`--page : un chemin du site, comme /blog (reçu « ${page} »).`);
  const url = URL.parse(manifest);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`« ${manifest} » n’est pas une adresse http(s) absolue.`);
  if (!origins.includes(url.origin)) {
    throw new Error(`L’origine ${url.origin} n’est pas dans PREVIEW_ORIGINS (${origins.join(', ') || 'vide'}) : l’api refuserait ce lien.`);
  }

  let bytes: Uint8Array;
  try {
    bytes = await fetchBytes(url.href);
  } catch (error) {
    throw new Error(`Le manifeste ${url.href} est injoignable : ${error instanceof Error ? error.message : String(error)}.`, { cause: error });
  }
  const name = manifestName(bytes);
  if (name !== remote) throw new Error(`Le manifeste ${url.href} est celui de ${name ?? 'un build sans nom'}, pas de ${remote}.`);

  const sha256 = manifestSha256(bytes);
  const expiresAt = new Date(now().getTime() + minutes * 60_000);
  const token = signPreviewToken({ remote, manifestUrl: url.href, sha256, expiresAt }, secret);
  const link = new URL(page, `${siteUrl}/`);
  link.searchParams.set('preview', token);
  return [
    `✓ Lien de prévisualisation de ${remote}, valable ${minutes} min (jusqu’à ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC) :`,
    `  ${link.href}`,
    `  Manifeste : ${url.href} (sha256 ${sha256})`,
    '  Il ne charge que ce manifeste-là : un nouveau build demande un nouveau lien.',
  ].join('\n');
}

function manifestName(bytes: Uint8Array): string | null {
  try {
    const json: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof json === 'object' && json !== null && 'name' in json && typeof json.name === 'string' ? json.name : null;
  } catch {
    return null;
  }
}
