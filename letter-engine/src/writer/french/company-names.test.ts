import { describe, expect, it } from 'vitest';
import { companyWithArticle, workplaceOf } from './company-names.ts';

describe('where one works, in French', () => {
  it('says chez before a plain name', () => {
    expect(workplaceOf('Meditrack')).toBe('chez Meditrack');
    expect(workplaceOf('Maison Colette')).toBe('chez Maison Colette');
  });

  it('says aux before a place named by a plural noun, à la before a works named by its trade', () => {
    expect(workplaceOf('Ateliers Lacoste Peinture')).toBe('aux Ateliers Lacoste Peinture');
    expect(workplaceOf('Salaisons du Haut-Anjou')).toBe('aux Salaisons du Haut-Anjou');
    expect(workplaceOf('Archives départementales de Loire-Atlantique')).toBe('aux Archives départementales de Loire-Atlantique');
    expect(workplaceOf('Laiterie du Grésivaudan')).toBe('à la Laiterie du Grésivaudan');
    expect(workplaceOf('Ville de Vannes')).toBe('à la Ville de Vannes');
  });

  it('says au, à la, à l’ before a place named by its common noun', () => {
    expect(workplaceOf('CHU de Nantes')).toBe('au CHU de Nantes');
    expect(workplaceOf('Clinique Saint-Yves')).toBe('à la Clinique Saint-Yves');
    expect(workplaceOf('Hôpital Necker')).toBe("à l'Hôpital Necker");
    expect(workplaceOf('EHPAD Les Tilleuls')).toBe("à l'EHPAD Les Tilleuls");
    expect(workplaceOf('Café de la Plage')).toBe('au Café de la Plage');
  });

  it('keeps chez with the article before a body named by its common noun', () => {
    expect(workplaceOf('Groupe Verdier')).toBe('chez le Groupe Verdier');
    expect(workplaceOf('Banque Populaire')).toBe('chez la Banque Populaire');
    expect(workplaceOf('Association Entraide')).toBe("chez l'Association Entraide");
  });

  it('serves in the armed and uniformed services', () => {
    expect(workplaceOf('Marine nationale')).toBe('dans la Marine nationale');
    expect(workplaceOf('Armée de terre')).toBe("dans l'Armée de terre");
    expect(workplaceOf('Fournil de Kerlan')).toBe('au Fournil de Kerlan');
  });

  it('contracts a name’s own article', () => {
    expect(workplaceOf('Le Comptoir des Halles')).toBe('au Comptoir des Halles');
    expect(workplaceOf('Les Fromageries Bel')).toBe('aux Fromageries Bel');
    expect(workplaceOf('La Poste')).toBe('à La Poste');
  });

  it('gives a subject its article only when the name starts with a common noun', () => {
    expect(companyWithArticle('Clinique Saint-Yves')).toBe('la Clinique Saint-Yves');
    expect(companyWithArticle('CHU de Nantes')).toBe('le CHU de Nantes');
    expect(companyWithArticle('Hôpital Necker')).toBe("l'Hôpital Necker");
    expect(companyWithArticle('Le Comptoir des Halles')).toBe('Le Comptoir des Halles');
    expect(companyWithArticle('Spotify')).toBe('Spotify');
  });

  it('takes a place or a body written in lower case for what it is', () => {
    expect(workplaceOf("restaurant L'Ardoise du Marché")).toBe("au restaurant L'Ardoise du Marché");
    expect(workplaceOf('association Tours Emploi Solidaire')).toBe("chez l'association Tours Emploi Solidaire");
    expect(workplaceOf('Château des Forges')).toBe('au Château des Forges');
  });
});

describe('an event or a public place', () => {
  it("is where one works 'à'", () => {
    expect(workplaceOf('Festival Rives de Loire')).toBe('au Festival Rives de Loire');
    expect(workplaceOf("Polyclinique de l'Erdre")).toBe("à la Polyclinique de l'Erdre");
  });
});
