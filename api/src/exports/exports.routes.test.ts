import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { createAgent, insertLetter, subscribe, setupTestApp } from '../../test/helper.ts';

const t = setupTestApp();

const ACCENTS = 'Accents : é è ê ë à â ç ô û ù ï î œ æ « » ’ … É À Ç Œ';
const LETTER = ['Madame, Monsieur,', '', ACCENTS, '', 'Je vous prie d’agréer mes salutations distinguées.'].join('\n');

async function premiumAgent() {
  const agent = createAgent(t.app);
  const { id } = await agent.signup();
  await subscribe(t.app, id);
  return { agent, id };
}

async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) => ('str' in item ? [{ text: item.str, x: item.transform[4], y: item.transform[5] }] : []));
    pages.push({ view: page.view, items, text: items.map((item) => item.text).join('\n') });
  }
  const { info } = await pdf.getMetadata();
  return { pages, info: info as { Title?: string } };
}

describe('PDF export', () => {
  it('is a real A4 PDF with the letter’s text, accents included, inside 2 cm margins', async () => {
    const { agent, id } = await premiumAgent();
    const letter = await insertLetter(t.app, id, { title: 'Développeuse – Atelier « Numérique »', company: 'Atelier « Numérique »', content: LETTER });

    const response = await agent.request({ url: `/api/letters/${letter.id}/export.pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // Named for the candidate (the account's name) and the company, safe for every operating system.
    expect(response.headers['content-disposition']).toBe(
      "attachment; filename=\"Alice Dupont - Lettre de motivation - Atelier Numerique.pdf\"; filename*=UTF-8''Alice%20Dupont%20%E2%80%93%20Lettre%20de%20motivation%20%E2%80%93%20Atelier%20%C2%AB%20Num%C3%A9rique%20%C2%BB.pdf",
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = await readPdf(response.rawPayload);
    expect(pdf.info.Title).toBe('Développeuse – Atelier « Numérique »');
    expect(pdf.pages).toHaveLength(1);
    const [page] = pdf.pages;
    expect(page?.view).toEqual([0, 0, 595.28, 841.89]);
    expect(page?.text.split('\n')).toEqual(['Madame, Monsieur,', ACCENTS, 'Je vous prie d’agréer mes salutations distinguées.']);
    const twoCentimetres = (2 / 2.54) * 72;
    for (const item of page?.items ?? []) {
      expect(item.x).toBeCloseTo(twoCentimetres, 1);
      expect(item.y).toBeLessThan(841.89 - twoCentimetres);
      expect(item.y).toBeGreaterThan(twoCentimetres - 1);
    }
  });

  it('wraps long paragraphs inside the margins and adds pages for a long letter', async () => {
    const { agent, id } = await premiumAgent();
    const paragraph =
      'Au cours de mes expériences, j’ai conduit des projets ambitieux où la rigueur, l’écoute et la créativité se sont révélées essentielles à la réussite collective.';
    const content = Array.from({ length: 70 }, (_, index) => `${index + 1}. ${paragraph}`).join('\n\n') + '\n\nFin de la lettre.';
    const letter = await insertLetter(t.app, id, { content });

    const response = await agent.request({ url: `/api/letters/${letter.id}/export.pdf` });
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    expect(pdf.pages.at(-1)?.text).toContain('Fin de la lettre.');
    const allText = pdf.pages.map((page) => page.text).join('\n');
    // Each paragraph is wrapped over several lines: its words are all there, in order.
    expect(allText.replace(/\n/g, ' ')).toContain(`70. ${paragraph}`);
    for (const page of pdf.pages) {
      for (const item of page.items) expect(item.y).toBeGreaterThan((2 / 2.54) * 72 - 1);
    }
  });
});

describe('PDF export of a crafted letter', () => {
  it('cuts a word of thousands of characters into lines that fit the margins, keeping every character', async () => {
    const { agent, id } = await premiumAgent();
    const word = Array.from({ length: 3000 }, (_, index) => 'aéœ«»0Z’'.charAt(index % 8)).join('');
    const letter = await insertLetter(t.app, id, { content: `Madame, Monsieur,\n\n${word}` });
    const response = await agent.request({ url: `/api/letters/${letter.id}/export.pdf` });
    expect(response.statusCode).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    const lines = pdf.pages.flatMap((page) => page.items.map((item) => item.text)).slice(1);
    expect(lines.join('')).toBe(word);
    expect(lines.length).toBeGreaterThan(20);
  });
});

describe('DOCX export', () => {
  it('is a Word document (a zip) whose word/document.xml holds one paragraph per line, on A4 with 2 cm margins', async () => {
    const { agent, id } = await premiumAgent();
    const letter = await insertLetter(t.app, id, { title: 'Lettre pour l’Atelier', content: LETTER });

    const response = await agent.request({ url: `/api/letters/${letter.id}/export.docx` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toContain(`filename="Alice Dupont - Lettre de motivation - Entreprise Test.docx"`);
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''Alice%20Dupont%20%E2%80%93%20Lettre%20de%20motivation%20%E2%80%93%20Entreprise%20Test.docx");

    const zip = await JSZip.loadAsync(response.rawPayload);
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toContain(ACCENTS);
    expect(xml).toContain('Je vous prie d’agréer mes salutations distinguées.');
    expect(xml.match(/<w:p>|<w:p /g)).toHaveLength(LETTER.split('\n').length);
    expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(xml).toMatch(/<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134"/);
    const core = (await zip.file('docProps/core.xml')?.async('string')) ?? '';
    expect(core).toContain('<dc:title>Lettre pour l’Atelier</dc:title>');
  });
});

describe('export refusals', () => {
  it.each(['pdf', 'docx'])('refuses a %s of a letter over 500 lines, and takes one of 500', async (format) => {
    const { agent, id } = await premiumAgent();
    const tooLong = await insertLetter(t.app, id, { content: 'a\n'.repeat(500) + 'a' });
    const refused = await agent.request({ url: `/api/letters/${tooLong.id}/export.${format}` });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'LetterTooLongToExportError',
      message: 'Cette lettre compte trop de lignes pour être exportée (500 au plus). Regroupez ses paragraphes, puis réessayez.',
    });
    const longest = await insertLetter(t.app, id, { content: 'a\n'.repeat(499) + 'a' });
    expect((await agent.request({ url: `/api/letters/${longest.id}/export.${format}` })).statusCode).toBe(200);
  });


  it.each(['pdf', 'docx'])('refuses a %s to a user who is not premium, with Fonctionnalité premium', async (format) => {
    const agent = createAgent(t.app);
    const { id } = await agent.signup();
    const letter = await insertLetter(t.app, id, { content: LETTER });
    const response = await agent.request({ url: `/api/letters/${letter.id}/export.${format}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'PremiumRequiredError',
      title: 'Fonctionnalité premium',
      message: "Passez à l'abonnement Premium pour télécharger et copier vos lettres",
    });
    expect(response.body).not.toContain('Accents');
  });

  it('asks for a session', async () => {
    const response = await t.app.inject({ url: '/api/letters/let_x/export.pdf' });
    expect(response.statusCode).toBe(401);
  });
});
