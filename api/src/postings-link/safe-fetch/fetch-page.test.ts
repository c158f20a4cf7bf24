import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/helper.ts';
import { htmlPage, redirectTo, startPageServer, type PageServer } from '../../../test/posting-page-server.ts';
import { PostingBehindLoginError } from '../../errors/posting-behind-login-error.ts';
import { PostingLinkRefusedError } from '../../errors/posting-link-refused-error.ts';
import { PostingPageNotHtmlError } from '../../errors/posting-page-not-html-error.ts';
import { PostingPageTooLargeError } from '../../errors/posting-page-too-large-error.ts';
import { PostingPageTooSlowError } from '../../errors/posting-page-too-slow-error.ts';
import { PostingPageUnreachableError } from '../../errors/posting-page-unreachable-error.ts';
import { fetchPage, type PageFetchSettings } from './fetch-page.ts';
import { systemResolveHost, type ResolveHost } from './link-target.ts';

const MAX_BYTES = 10_000;
const clock = createTestClock();
let pages: PageServer;
// A second origin that is not allowed: where a redirect from an allowed page must not lead.
let elsewhere: PageServer;

beforeAll(async () => {
  elsewhere = await startPageServer({ '/secret': htmlPage('<p>Interne</p>') });
  pages = await startPageServer({
    '/offre': htmlPage('<h1>Offre</h1>'),
    '/latin1': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' }).end(Buffer.from('<p>Société générale</p>', 'latin1'));
    },
    '/meta-charset': (_request, response) => {
      // 'œ' is 0x9C in windows-1252, a control character in ISO-8859-1.
      response.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.from('<meta charset="windows-1252"><p>C\x9Cur</p>', 'latin1'));
    },
    '/gzip': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' }).end(gzipSync('<p>Compressée</p>'));
    },
    '/bomb': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(MAX_BYTES * 50)));
    },
    '/announced-too-large': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(MAX_BYTES + 1) });
      response.flushHeaders();
    },
    '/streams-too-much': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<p>' + 'x'.repeat(MAX_BYTES) + '</p>');
    },
    '/never-ends': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<p>Chargement');
    },
    '/pdf': htmlPage('%PDF-1.7', { 'content-type': 'application/pdf' }),
    '/json': htmlPage('{}', { 'content-type': 'application/json' }),
    '/untyped': (_request, response) => {
      response.writeHead(200).end('<p>Sans type</p>');
    },
    '/xhtml': htmlPage('<html xmlns="http://www.w3.org/1999/xhtml"><body><p>XHTML</p></body></html>', { 'content-type': 'application/xhtml+xml' }),
    '/login-401': (_request, response) => {
      response.writeHead(401, { 'content-type': 'text/html', 'www-authenticate': 'Basic' }).end();
    },
    '/login-403': (_request, response) => {
      response.writeHead(403, { 'content-type': 'text/html' }).end('<p>Interdit</p>');
    },
    '/gone': (_request, response) => {
      response.writeHead(410, { 'content-type': 'text/html' }).end('<p>Expirée</p>');
    },
    '/hop-1': redirectTo('/hop-2', 301),
    '/hop-2': redirectTo('/hop-3', 307),
    '/hop-3': redirectTo('/offre', 308),
    '/hop-0': redirectTo('/hop-1'),
    '/to-loopback': (request, response) => redirectTo(`${elsewhere.origin}/secret`)(request, response),
    '/to-localhost-name': redirectTo('http://localhost/secret'),
    '/to-metadata': redirectTo('http://169.254.169.254/latest/meta-data/'),
    '/to-file': redirectTo('file:///etc/passwd'),
    '/redirect-without-location': (_request, response) => {
      response.writeHead(302, { 'content-type': 'text/html' }).end('<p>Nulle part</p>');
    },
  });
});

afterAll(async () => {
  await pages.close();
  await elsewhere.close();
});

function settings(overrides: Partial<PageFetchSettings> = {}): PageFetchSettings {
  return {
    allowedOrigins: new Set([pages.origin]),
    timeoutMs: 5000,
    maxBytes: MAX_BYTES,
    maxRedirects: 3,
    timers: clock.timers,
    resolveHost: systemResolveHost,
    ...overrides,
  };
}

describe('fetchPage on an allowed origin', () => {
  it('fetches an HTML page, and sends no cookie, credentials or referrer', async () => {
    await expect(fetchPage(`${pages.origin}/offre`, settings())).resolves.toEqual({ url: `${pages.origin}/offre`, html: '<h1>Offre</h1>' });
    const headers = pages.received.at(-1);
    expect(headers).not.toHaveProperty('cookie');
    expect(headers).not.toHaveProperty('authorization');
    expect(headers).not.toHaveProperty('referer');
  });

  it('decodes the charset the header or a <meta> declares, and a compressed body', async () => {
    expect((await fetchPage(`${pages.origin}/latin1`, settings())).html).toBe('<p>Société générale</p>');
    expect((await fetchPage(`${pages.origin}/meta-charset`, settings())).html).toContain('Cœur');
    expect((await fetchPage(`${pages.origin}/gzip`, settings())).html).toBe('<p>Compressée</p>');
  });

  it('takes XHTML as HTML', async () => {
    expect((await fetchPage(`${pages.origin}/xhtml`, settings())).html).toContain('XHTML');
  });

  it('follows three redirects, and no fourth', async () => {
    await expect(fetchPage(`${pages.origin}/hop-1`, settings())).resolves.toMatchObject({ url: `${pages.origin}/offre` });
    await expect(fetchPage(`${pages.origin}/hop-0`, settings())).rejects.toBeInstanceOf(PostingPageUnreachableError);
  });

  it('connects to the address it checked, not to a second lookup of the name', async () => {
    const port = new URL(pages.origin).port;
    const onlyOnce: ResolveHost = (() => {
      let calls = 0;
      return async () => (calls++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }]);
    })();
    const page = await fetchPage(`http://emplois.test:${port}/offre`, settings({ allowedOrigins: new Set([`http://emplois.test:${port}`]), resolveHost: onlyOnce }));
    expect(page.html).toBe('<h1>Offre</h1>');
  });
});

describe('fetchPage refuses the link', () => {
  it.each([
    ['ftp://emplois.example/offre', 'another scheme'],
    ['file:///etc/passwd', 'a file'],
    ['javascript:alert(1)', 'a script'],
    ['data:text/html,<h1>x</h1>', 'inline data'],
    ['http://alice:secret@emplois.example/offre', 'credentials in the link'],
    ['http://emplois.example:8080/offre', 'another port than the scheme’s'],
    ['pas un lien', 'no link at all'],
  ])('%s (%s)', async (link) => {
    const publicOnly: ResolveHost = async () => [{ address: '93.184.215.14', family: 4 }];
    await expect(fetchPage(link, settings({ resolveHost: publicOnly }))).rejects.toBeInstanceOf(PostingLinkRefusedError);
  });

  it.each([
    ['http://127.0.0.1/', 'loopback'],
    ['http://[::1]/', 'IPv6 loopback'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped loopback'],
    ['http://2130706433/', 'loopback written as one number'],
    ['http://0x7f.1/', 'loopback in hexadecimal'],
    ['http://169.254.169.254/latest/meta-data/', 'the cloud metadata service'],
    ['http://10.0.0.1/', 'a private address'],
    ['http://localhost/', 'a name the system resolves to loopback'],
  ])('%s (%s) when not allowed', async (link) => {
    await expect(fetchPage(link, settings({ allowedOrigins: new Set() }))).rejects.toBeInstanceOf(PostingLinkRefusedError);
  });

  it('refuses a name one of whose addresses is private, even beside a public one', async () => {
    const mixed: ResolveHost = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '192.168.1.10', family: 4 },
    ];
    await expect(fetchPage('https://emplois.example/offre', settings({ resolveHost: mixed }))).rejects.toBeInstanceOf(PostingLinkRefusedError);
  });

  it('refuses the allowed origin’s own pages on loopback once it is no longer allowed', async () => {
    await expect(fetchPage(`${pages.origin}/offre`, settings({ allowedOrigins: new Set() }))).rejects.toBeInstanceOf(PostingLinkRefusedError);
  });

  it.each([
    ['/to-loopback', 'a loopback origin that is not allowed'],
    ['/to-localhost-name', 'a name that resolves to loopback'],
    ['/to-metadata', 'the cloud metadata service'],
    ['/to-file', 'a file'],
  ])('after a redirect to %s (%s), before any request there', async (path) => {
    const before = elsewhere.received.length;
    await expect(fetchPage(`${pages.origin}${path}`, settings())).rejects.toBeInstanceOf(PostingLinkRefusedError);
    expect(elsewhere.received).toHaveLength(before);
  });
});

describe('fetchPage says why a page cannot be had', () => {
  it('behind a login: 401 and 403', async () => {
    await expect(fetchPage(`${pages.origin}/login-401`, settings())).rejects.toBeInstanceOf(PostingBehindLoginError);
    await expect(fetchPage(`${pages.origin}/login-403`, settings())).rejects.toBeInstanceOf(PostingBehindLoginError);
  });

  it('unreachable: an error status, a redirect to nowhere, a closed port, an unknown name', async () => {
    const closedPort = await startPageServer({});
    const closedOrigin = closedPort.origin;
    await closedPort.close();
    const unknown: ResolveHost = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(fetchPage(`${pages.origin}/gone`, settings())).rejects.toBeInstanceOf(PostingPageUnreachableError);
    await expect(fetchPage(`${pages.origin}/redirect-without-location`, settings())).rejects.toBeInstanceOf(PostingPageUnreachableError);
    await expect(fetchPage(`${closedOrigin}/offre`, settings({ allowedOrigins: new Set([closedOrigin]) }))).rejects.toBeInstanceOf(
      PostingPageUnreachableError,
    );
    await expect(fetchPage('https://nulle-part.example/offre', settings({ resolveHost: unknown }))).rejects.toBeInstanceOf(PostingPageUnreachableError);
  });

  it('not HTML: a PDF, JSON, or no type at all', async () => {
    for (const path of ['/pdf', '/json', '/untyped']) {
      await expect(fetchPage(`${pages.origin}${path}`, settings())).rejects.toBeInstanceOf(PostingPageNotHtmlError);
    }
  });

  it('too large: announced, as it arrives, or once decompressed', async () => {
    for (const path of ['/announced-too-large', '/streams-too-much', '/bomb']) {
      await expect(fetchPage(`${pages.origin}${path}`, settings())).rejects.toBeInstanceOf(PostingPageTooLargeError);
    }
  });

  it('too slow: a page still arriving when the time is up', async () => {
    const fetching = fetchPage(`${pages.origin}/never-ends`, settings());
    await pages.requested('/never-ends');
    clock.advance(5000);
    await expect(fetching).rejects.toBeInstanceOf(PostingPageTooSlowError);
  });

  it('too slow: a name still resolving when the time is up', async () => {
    const fetching = fetchPage('https://lent.example/offre', settings({ resolveHost: () => new Promise(() => {}) }));
    clock.advance(5000);
    await expect(fetching).rejects.toBeInstanceOf(PostingPageTooSlowError);
  });
});
