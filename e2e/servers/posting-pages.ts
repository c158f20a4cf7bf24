// A job board for the link import's journey (docs/security.md): one posting page with its schema.org
// JobPosting, on loopback, the one origin the site's api allows past its address check
// (POSTING_LINK_ALLOW, topology.ts). Usage: posting-pages.ts <port>
import { createServer } from 'node:http';

const [port] = process.argv.slice(2).map(Number);
if (!port) throw new Error('usage: posting-pages.ts <port>');

const POSTING = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Chargée de communication (H/F)',
  employmentType: 'CDI',
  hiringOrganization: { '@type': 'Organization', name: 'Maison Verdier' },
  jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Nantes', addressCountry: 'FR' } },
  description:
    '<p>Maison Verdier, torréfacteur nantais de 40 personnes, cherche sa chargée de communication.</p>' +
    '<ul><li>Animer nos réseaux sociaux et notre lettre d’information</li><li>Organiser les relations presse</li></ul>',
  qualifications: '<ul><li>3 ans d’expérience en communication</li><li>Aisance rédactionnelle</li></ul>',
};

const PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Chargée de communication – Maison Verdier</title>
<script type="application/ld+json">${JSON.stringify(POSTING)}</script></head>
<body><nav><a href="/">Offres</a> <a href="/connexion">Connexion</a></nav><main><h1>${POSTING.title}</h1><p>Postulez en un clic.</p></main></body></html>`;

createServer((request, response) => {
  if (request.url === '/offres/chargee-de-communication') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  else response.writeHead(request.url === '/health' ? 200 : 404, { 'content-type': 'text/plain' }).end();
}).listen(port, '127.0.0.1');
