import { describe, expect, it } from 'vitest';
import { frenchClause } from './evidence-clause.ts';

const clause = (bullet: string) => frenchClause(bullet, true);

describe('a French CV bullet as the candidate says it', () => {
  it("never gives a noun a support verb it may not take ('j'ai pris en charge l'obtention…')", () => {
    expect(clause('Réalisation des premières pièces')).toBeNull();
    expect(clause('Obtention des agréments')).toBeNull();
  });

  it('gives each duty of a list its article', () => {
    expect(clause('Façonnage, cuisson, respect des normes HACCP')).toBe('mon travail comprend le façonnage, la cuisson et le respect des normes HACCP');
    expect(clause('Caisse, retours, inventaires')).toBe('mon travail comprend la caisse, les retours et les inventaires');
    expect(clause('Logistique, achats, facturation')).toBe('mon travail comprend la logistique, les achats et la facturation');
  });

  it("never makes a duty of a label before the CV's colon, nor of an amount", () => {
    expect(clause('Logiciel : Optimum')).toBeNull();
    expect(clause('Viennoiserie : tourage au laminoir, croissants, pains au chocolat')).toBeNull();
    expect(clause('Conseil en montures, environ 15 ventes par semaine')).toBeNull();
  });

  it('never makes nouns of a list whose items are adjectives or a setting', () => {
    expect(clause('Diagnostic de pannes électriques, pneumatiques et mécaniques, en équipe 2x8')).toBeNull();
  });

  it('never reads a plural noun in -ées as a participle', () => {
    expect(clause('Entrées et sorties, DPAE, soldes de tout compte') ?? '').not.toMatch(/^j'ai entré/);
  });

  it("gives a list no article it is unsure of ('la devis')", () => {
    expect(clause('Devis, relances, facturation')).toBeNull();
  });

  it("gives a plural 'les' whatever its gender, and never to a name", () => {
    expect(clause('Urgences obstétricales et grossesses pathologiques, suites de couches')).toBe(
      'mon travail comprend les urgences obstétricales, les grossesses pathologiques et les suites de couches',
    );
    expect(clause('Visites préventives, dépannages, désincarcérations')).toBe('mon travail comprend les visites préventives, les dépannages et les désincarcérations');
    expect(clause('Accueil standard, Rennes et alentours')).toBeNull();
  });

  it("reads no duties in the objects of a bare 'de'", () => {
    expect(clause('Entretien de bureaux, écoles et parties communes')).toBeNull();
  });

  it('tells a role held within the job with être, in the present while the CV says it goes on', () => {
    expect(clause("Référente allaitement de l'équipe de nuit depuis 2022")).toBe("je suis référente allaitement de l'équipe de nuit depuis 2022");
    expect(frenchClause('Tuteur de 3 apprentis', false)).toBe("j'ai été tuteur de 3 apprentis");
    expect(frenchClause("Référente qualité depuis 2019", false)).toBeNull();
  });
});

describe('a participle the CV uses as an adjective', () => {
  it("is no duty told with 'j'ai'", () => {
    expect(frenchClause('Habitué aux horaires du week-end', true)).toBeNull();
    expect(frenchClause('Passionnée par les réseaux sociaux et la vidéo courte', false)).toBeNull();
    expect(frenchClause('Participé à l\'inventaire annuel', false)).toBe("j'ai participé à l'inventaire annuel");
  });
});

describe('a duty line in shorthand', () => {
  it("gets no article before its bare plural ('le conseil clients')", () => {
    expect(clause('Conseil clients et encaissement')).toBeNull();
  });
});

describe('a promotion the CV tells with a participle', () => {
  // An auditor's CV: 'Promu senior en 2010' was told 'j'ai promu senior en 2010'.
  it("takes 'être', the CV's agreement kept", () => {
    expect(frenchClause('Promu senior en 2010', false)).toBe("j'ai été promu senior en 2010");
    expect(frenchClause('Nommée responsable de secteur en 2021', true)).toBe("j'ai été nommée responsable de secteur en 2021");
  });
});

describe('a list whose bracket holds its own list', () => {
  it('is not cut inside its bracket', () => {
    expect(frenchClause('Hygiène, traçabilité (plan HACCP, relevés de température)', false)).toBeNull();
  });
});

describe('two adjectives of one noun', () => {
  it("are no duty of their own: no 'les gynécologiques'", () => {
    expect(frenchClause('Urgences obstétricales et gynécologiques, consultations', false)).toBeNull();
  });
});

