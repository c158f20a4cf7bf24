import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { countWords, EXPORT_LAYOUTS } from '@lettra/letter-engine';
import { createAgent, insertLetter, subscribe, setupTestApp } from '../../test/helper.ts';
import { LETTER_OF_400_WORDS } from '../../test/letter-400-words.ts';
import { UNKNOWN_COMPANY } from '../letters/unknown-posting-fields.ts';

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
    // A change of font or colour ends pdf.js's run with an empty item: not text.
    const items = content.items.flatMap((item) => ('str' in item && item.str ? [{ text: item.str, x: item.transform[4], y: item.transform[5] }] : []));
    pages.push({ view: page.view, items, text: items.map((item) => item.text).join('\n') });
  }
  const { info } = await pdf.getMetadata();
  return { pages, info: info as { Title?: string } };
}

async function readDocx(bytes: Buffer) {
  const zip = await JSZip.loadAsync(bytes);
  return (await zip.file('word/document.xml')?.async('string')) ?? '';
}

/** The text of each paragraph of a word/document.xml. */
function docxParagraphs(xml: string): string[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([paragraph]) =>
    [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(([, text]) => text).join(''),
  );
}

describe('PDF export', () => {
  it('is a real A4 PDF with the letter’s text, accents included, inside 2 cm margins, addressed to the company', async () => {
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
    // The classic layout: the account's name as sender (the letter has no sender block), the
    // recipient block on the right, then the letter.
    expect(page?.text.split('\n')).toEqual([
      'Alice Dupont',
      'Atelier « Numérique »',
      'Service des ressources humaines',
      'Madame, Monsieur,',
      ACCENTS,
      'Je vous prie d’agréer mes salutations distinguées.',
    ]);
    const twoCentimetres = (2 / 2.54) * 72;
    const recipientLeft = twoCentimetres + 0.55 * (595.28 - 2 * twoCentimetres);
    for (const item of page?.items ?? []) {
      expect(item.x).toBeCloseTo(item.text.startsWith('Atelier') || item.text.startsWith('Service') ? recipientLeft : twoCentimetres, 1);
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
    // After the sender (the account's name), the recipient block and the greeting.
    const lines = pdf.pages.flatMap((page) => page.items.map((item) => item.text)).slice(4);
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
    // One paragraph per line of the letter, blank lines being space above the next, after the
    // sender (the account's name) and the recipient block.
    expect(docxParagraphs(xml)).toEqual([
      'Alice Dupont',
      'Entreprise Test',
      'Service des ressources humaines',
      'Madame, Monsieur,',
      ACCENTS,
      'Je vous prie d’agréer mes salutations distinguées.',
    ]);
    expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(xml).toMatch(/<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134"/);
    const core = (await zip.file('docProps/core.xml')?.async('string')) ?? '';
    expect(core).toContain('<dc:title>Lettre pour l’Atelier</dc:title>');
  });
});

describe('layouts', () => {
  it('counts a little over 400 words in the test letter', () => {
    expect(countWords(LETTER_OF_400_WORDS)).toBeGreaterThanOrEqual(400);
  });

  it.each(EXPORT_LAYOUTS)('puts a 400-word letter on one A4 page in the %s layout, PDF and Word, addressed to the company', async (layout) => {
    const { agent, id } = await premiumAgent();
    const letter = await insertLetter(t.app, id, { company: 'Meditrack', content: LETTER_OF_400_WORDS });

    const pdfResponse = await agent.request({ url: `/api/letters/${letter.id}/export.pdf?layout=${layout}` });
    expect(pdfResponse.statusCode).toBe(200);
    expect(pdfResponse.headers['content-disposition']).toContain('filename="Alice Dupont - Lettre de motivation - Meditrack.pdf"');
    const pdf = await readPdf(pdfResponse.rawPayload);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]?.view).toEqual([0, 0, 595.28, 841.89]);
    const lines = pdf.pages[0]?.text.split('\n') ?? [];
    // The letter's own sender block heads it, and its recipient block is placed once.
    expect(lines.slice(0, 2)).toEqual(['Camille Martin', ...(layout === 'classique' ? ['12 rue de la République, 69002 Lyon'] : [expect.stringContaining('12 rue de la République')])]);
    expect(lines.filter((line) => line === 'Service des ressources humaines')).toHaveLength(1);
    expect(lines).toContain('Meditrack');
    expect(lines.at(-1)).toMatch(/mes références\.$/);

    const docxResponse = await agent.request({ url: `/api/letters/${letter.id}/export.docx?layout=${layout}` });
    expect(docxResponse.statusCode).toBe(200);
    const paragraphs = docxParagraphs(await readDocx(docxResponse.rawPayload));
    expect(paragraphs[0]).toBe('Camille Martin');
    expect(paragraphs.filter((paragraph) => paragraph === 'Service des ressources humaines')).toHaveLength(1);
    expect(paragraphs).toContain('Meditrack');
  });

  it.each(EXPORT_LAYOUTS)('leaves the recipient block out in the %s layout when the company is not known', async (layout) => {
    const { agent, id } = await premiumAgent();
    const letter = await insertLetter(t.app, id, { company: UNKNOWN_COMPANY, content: LETTER });
    for (const format of ['pdf', 'docx']) {
      const response = await agent.request({ url: `/api/letters/${letter.id}/export.${format}?layout=${layout}` });
      expect(response.statusCode).toBe(200);
      const text = format === 'pdf' ? (await readPdf(response.rawPayload)).pages.map((page) => page.text).join('\n') : docxParagraphs(await readDocx(response.rawPayload)).join('\n');
      expect(text.split('\n').slice(0, 2)).toEqual(['Alice Dupont', 'Madame, Monsieur,']);
      expect(text).not.toContain('Service des ressources humaines');
      expect(text).not.toContain(UNKNOWN_COMPANY);
    }
  });

  it('sets each layout apart in the Word file: its fonts, sizes and margins', async () => {
    const { agent, id } = await premiumAgent();
    const letter = await insertLetter(t.app, id, { company: 'Meditrack', content: LETTER_OF_400_WORDS });
    const documentOf = async (layout: string) => readDocx((await agent.request({ url: `/api/letters/${letter.id}/export.docx?layout=${layout}` })).rawPayload);
    const zipOf = async (layout: string) => JSZip.loadAsync((await agent.request({ url: `/api/letters/${letter.id}/export.docx?layout=${layout}` })).rawPayload);
    const stylesOf = async (layout: string) => (await (await zipOf(layout)).file('word/styles.xml')?.async('string')) ?? '';

    expect(await stylesOf('classique')).toContain('w:ascii="Georgia"');
    expect(await stylesOf('moderne')).toContain('w:ascii="Arial"');
    // The modern layout's name: 20 pt, bold, in its colour, with a rule under it.
    expect(await documentOf('moderne')).toMatch(/<w:pBdr><w:bottom w:val="single" w:color="1F4E8C" w:sz="6" w:space="1"\/><\/w:pBdr>/);
    expect(await documentOf('moderne')).toContain('<w:color w:val="1F4E8C"/><w:sz w:val="40"/>');
    // The sober one: no colour anywhere, wider margins.
    const sober = await documentOf('sobre');
    expect(sober.match(/<w:color w:val="([0-9A-F]{6})"\/>/g)?.every((tag) => tag.includes('000000'))).toBe(true);
    expect(sober).toMatch(/<w:pgMar w:top="1701" w:right="1559" w:bottom="1276" w:left="1559"/);
  });

  it('moves the classic recipient block left for a long company name rather than cutting it', async () => {
    const { agent, id } = await premiumAgent();
    const company = 'Caisse régionale de Crédit Agricole Mutuel Centre-Est';
    const letter = await insertLetter(t.app, id, { company, content: LETTER });
    const pdf = await readPdf((await agent.request({ url: `/api/letters/${letter.id}/export.pdf` })).rawPayload);
    const recipient = pdf.pages[0]?.items.find((item) => item.text === company);
    const service = pdf.pages[0]?.items.find((item) => item.text === 'Service des ressources humaines');
    expect(recipient?.x).toBeGreaterThan((2 / 2.54) * 72);
    expect(recipient?.x).toBe(service?.x);
  });

  it('refuses an unknown layout with a French message, before reading the letter', async () => {
    const { agent, id } = await premiumAgent();
    const letter = await insertLetter(t.app, id, { content: LETTER });
    for (const format of ['pdf', 'docx']) {
      const response = await agent.request({ url: `/api/letters/${letter.id}/export.${format}?layout=fantaisie` });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.layout).toBe('Mise en page inconnue : classique, moderne ou sobre.');
    }
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
