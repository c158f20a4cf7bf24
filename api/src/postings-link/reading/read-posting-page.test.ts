import { readFileSync } from 'node:fs';
import { LIMITS } from '@lettra/letter-engine';
import { describe, expect, it } from 'vitest';
import { readPostingPage } from './read-posting-page.ts';

const page = (name: string) => readFileSync(new URL(`../../../test/posting-pages/${name}`, import.meta.url), 'utf8');

describe('readPostingPage', () => {
  it('reads a job board page through its JobPosting: labelled header, description, lists not already said', () => {
    const reading = readPostingPage(page('job-board-json-ld.html'));
    expect(reading).toEqual({
      kind: 'posting',
      fields: { company: 'Atelier Numérique', position: 'Développeur·se Full Stack (H/F)', place: 'Lyon, Auvergne-Rhône-Alpes', contract: 'Temps plein' },
      text: [
        'Développeur·se Full Stack (H/F)',
        'Entreprise : Atelier Numérique',
        'Lieu : Lyon, Auvergne-Rhône-Alpes',
        'Contrat : Temps plein',
        '',
        'Atelier Numérique conçoit des outils de réservation pour les théâtres. Nous cherchons un·e développeur·se pour rejoindre l’équipe produit.',
        '',
        'Vos missions',
        '- Développer les écrans en React et TypeScript',
        '- Concevoir l’API en Node.js',
        '',
        'Profil recherché',
        '- 3 ans d’expérience en React',
        '- Anglais technique',
        '',
        'Compétences',
        '- PostgreSQL',
        '- Docker',
      ].join('\n'),
    });
  });

  it('falls back on the main text without JobPosting: the heading on top, no menu, no footer, no field read', () => {
    const reading = readPostingPage(page('job-board-main-text.html'));
    expect(reading.kind).toBe('posting');
    if (reading.kind !== 'posting') return;
    expect(reading.fields).toEqual({ company: null, position: null, place: null, contract: null });
    expect(reading.text.split('\n').slice(0, 3)).toEqual([
      'Infirmier de bloc opératoire (H/F)',
      'La Clinique du Parc, établissement de 180 lits à Compiègne, recrute un infirmier de bloc opératoire en CDI à temps plein pour son plateau chirurgical de huit salles.',
      '',
    ]);
    expect(reading.text).toContain('- Assister le chirurgien en tant qu’instrumentiste ou circulant.');
    expect(reading.text).toContain('Profil recherché');
    expect(reading.text).not.toMatch(/Nos offres|Mentions légales/);
  });

  it('tells a sign-in page from a page with no posting', () => {
    expect(readPostingPage(page('login-wall.html'))).toEqual({ kind: 'login' });
    expect(readPostingPage(page('no-posting.html'))).toEqual({ kind: 'not-a-posting' });
  });

  it('reads a bare fragment as a page', () => {
    const reading = readPostingPage(`<h1>Serveur</h1><p>${'Service en salle et au bar, accueil des clients. '.repeat(8)}</p>`);
    expect(reading.kind).toBe('posting');
  });

  it('gives no main text for a page nested deeper than any real one, instead of holding a worker or the stack', () => {
    const nested = (depth: number, inner: string) => '<div>'.repeat(depth) + inner + '</div>'.repeat(depth);
    const paragraph = `<p>${'Une phrase de description du poste. '.repeat(20)}</p>`;
    expect(readPostingPage(`<html><body>${nested(2000, paragraph)}</body></html>`)).toEqual({ kind: 'not-a-posting' });
    expect(readPostingPage(`<html><body>${nested(100, paragraph)}</body></html>`).kind).toBe('posting');
    const deepDescription = { '@type': 'JobPosting', title: 'Magasinier', description: nested(5000, '<p>Perdu</p>') };
    expect(readPostingPage(`<script type="application/ld+json">${JSON.stringify(deepDescription)}</script>`)).toMatchObject({
      kind: 'posting',
      text: 'Magasinier',
    });
  });

  it('cuts a text longer than the posting field at its last whole line', () => {
    const line = 'Une ligne de description assez longue pour remplir le champ de l’offre.';
    const description = Array.from({ length: 400 }, () => `<p>${line}</p>`).join('');
    const reading = readPostingPage(`<script type="application/ld+json">${JSON.stringify({ '@type': 'JobPosting', title: 'Long', description })}</script>`);
    if (reading.kind !== 'posting') throw new Error(reading.kind);
    expect(reading.text.length).toBeLessThanOrEqual(LIMITS.postingMaxChars);
    expect(reading.text.endsWith(line)).toBe(true);
  });
});
