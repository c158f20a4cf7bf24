import { describe, expect, it } from 'vitest';
import { freeUser, generate, premiumUser, setupGenerationApp } from '../../test/generation-app.ts';
import { parseSse } from '../../test/sse.ts';

// A posting whose company the reader cannot find ('Notre brasserie…'), and a CV that answers it:
// the generator's second step lets the user name the company (docs/decisions.md).
const POSTING = `Serveur / Serveuse (H/F) – CDI – Lyon

Notre brasserie familiale du quartier Bellecour recherche un serveur pour renforcer son équipe de salle.

Missions :
- Accueil des clients et prise de commandes
- Service en salle et en terrasse

Profil recherché :
- 2 ans d'expérience en service en salle
- Maîtrise de l'encaissement sur caisse tactile
- Anglais courant apprécié`;

const RESUME = `Julien Moreau
Serveur
8 rue Mercière, 69002 Lyon · julien.moreau@exemple.fr · 06 22 33 44 55

EXPÉRIENCE
2022 – 2026 : Serveur, Café du Rhône, Lyon
- Service en salle et en terrasse pour 120 couverts par jour
- Encaissement sur caisse tactile et clôture de caisse
- Accueil des clients et prise de commandes en anglais
2020 – 2022 : Commis de salle, Hôtel Bellecour, Lyon
- Mise en place de la salle et service des petits-déjeuners

LANGUES
Anglais courant`;

const REQUEST = { resume: RESUME, jobPosting: POSTING, tone: 'formal', language: 'french' } as const;
const CORRECTED = { ...REQUEST, company: 'Brasserie des Célestins', position: 'Serveur en salle', candidateName: 'Julien Moreau-Blanc' };

describe('generation without a model key, with what the user corrected', () => {
  const t = setupGenerationApp({ model: false });

  it('writes, titles and saves the letter with the corrected company, position and name', async () => {
    const me = await premiumUser(t);
    const { response, events } = await generate(me.agent, CORRECTED);

    expect(response.statusCode).toBe(200);
    const meta = events[0]?.data;
    expect(meta).toMatchObject({ title: 'Brasserie des Célestins – Serveur en salle', company: 'Brasserie des Célestins', position: 'Serveur en salle' });
    expect(meta.notices.map((notice: { code: string }) => notice.code)).not.toContain('company');
    const done = events.at(-1)?.data;
    expect(done.letter.title).toBe('Brasserie des Célestins – Serveur en salle');
    for (const [version, text] of (done.versions as string[]).entries()) {
      expect(text).toMatch(/^Julien Moreau-Blanc\n/u);
      expect(text).toContain('Brasserie des Célestins\nService des ressources humaines');
      expect(text).toContain('Objet : Candidature au poste de Serveur en salle');
      expect(text.endsWith('Julien Moreau-Blanc')).toBe(true);
      expect(done.unsupportedClaims[version]).toEqual([]);
      expect(done.warnings[version].map((warning: { code: string }) => warning.code)).not.toEqual(expect.arrayContaining(['company']));
    }

    const download = await me.agent.request({ url: `/api/letters/${done.letter.id}/export.pdf` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('filename="Julien Moreau-Blanc - Lettre de motivation - Brasserie des Celestins.pdf"');
  });

  it('keeps the corrections in a refinement: sent again, or else the company and position the letter was saved with', async () => {
    const me = await premiumUser(t);
    const { events } = await generate(me.agent, CORRECTED);
    const id = events.at(-1)?.data.letter.id as string;
    const refine = async (body: Record<string, unknown>) => {
      const response = await me.agent.request({ method: 'POST', url: `/api/letters/${id}/refine`, payload: { resume: RESUME, jobPosting: POSTING, from: 0, kind: 'regenerate', ...body } });
      expect(response.statusCode).toBe(200);
      return parseSse(response.body).at(-1)?.data.versions.at(-1) as string;
    };
    const fromMyLetters = await refine({});
    expect(fromMyLetters).toContain('Brasserie des Célestins\nService des ressources humaines');
    expect(fromMyLetters).toContain('Objet : Candidature au poste de Serveur en salle');
    const fromTheGenerator = await refine({ candidateName: 'Julien Moreau-Blanc' });
    expect(fromTheGenerator).toMatch(/^Julien Moreau-Blanc\n/u);
    expect(fromTheGenerator).toContain('Brasserie des Célestins');
  });

  it('reads the posting as before without corrections: no company, and the notice that says so', async () => {
    const me = await freeUser(t);
    const { events } = await generate(me.agent, REQUEST);
    expect(events[0]?.data).toMatchObject({ title: 'Lettre de motivation – Serveur / Serveuse', company: 'Entreprise non précisée' });
    expect(events[0]?.data.notices.map((notice: { code: string }) => notice.code)).toContain('company');
  });

  it('does not argue a requirement the user unticked', async () => {
    const me = await premiumUser(t);
    const argued = /parle anglais couramment/u;
    const asked = await generate(me.agent, REQUEST);
    expect((asked.events.at(-1)?.data.versions as string[]).some((text) => argued.test(text))).toBe(true);
    const { events } = await generate(me.agent, { ...REQUEST, droppedRequirements: ['Anglais courant apprécié'] });
    for (const text of events.at(-1)?.data.versions as string[]) expect(text).not.toMatch(argued);
  });

  it('refuses corrections out of bounds with a French message, before any letter', async () => {
    const me = await premiumUser(t);
    const { response } = await generate(me.agent, { ...REQUEST, company: 'x'.repeat(121) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'ValidationError', message: 'Données invalides', fields: { company: 'L’entreprise ne doit pas dépasser 120 caractères.' } });
  });
});

describe('generation by the model, with what the user corrected', () => {
  const t = setupGenerationApp();

  it('gives the model the corrections as data, with what they replace', async () => {
    const me = await premiumUser(t);
    await generate(me.agent, { ...CORRECTED, chosenFacts: [{ requirement: "2 ans d'expérience en service en salle", fact: 'Service en salle et en terrasse pour 120 couverts par jour' }] });
    const prompt = t.fake.requests[0]?.body.messages.find((message) => message.role === 'user')?.content ?? '';
    expect(prompt).toContain('<corrections_du_candidat>\n- Entreprise : Brasserie des Célestins\n- Poste : Serveur en salle\n- Nom du candidat : Julien Moreau-Blanc');
    expect(prompt).toContain("- Pour l'exigence « 2 ans d'expérience en service en salle », s'appuyer sur : « Service en salle et en terrasse pour 120 couverts par jour »");
  });
});
