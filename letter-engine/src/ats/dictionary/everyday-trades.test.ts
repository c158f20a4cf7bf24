import { describe, expect, it } from 'vitest';
import { indexText } from '../text-index.ts';

const labels = (text: string): string[] => [...indexText(text).labels].sort();

describe("everyday trades' duties, in a CV of one language and a posting of the other", () => {
  it("read a French groomer's CV as a British salon's post reads", () => {
    const resume = [
      '• Toilettage complet de 6 chiens par jour : bain, séchage, coupe des griffes, nettoyage des oreilles',
      '• Coupes aux ciseaux (caniches, bichons), tonte, coupes de race',
      '• Épilation à la main des terriers et des schnauzers',
    ].join('\n');
    const posting = [
      '- confident with hand stripping and scissoring, and can do breed-standard trims',
      '- can do full grooms from bath and blow-dry to nails and ears',
    ].join('\n');
    const shared = ['coupes aux ciseaux', 'coupes de race', 'toilettage complet', 'épilation à la main'];
    expect(labels(resume)).toEqual(expect.arrayContaining(shared));
    expect(labels(posting)).toEqual(expect.arrayContaining(shared));
  });

  it("read an English glazier's, a French surveyor's and a French radiographer's lines as the other language's postings", () => {
    expect(labels('Replacement double glazed units, shower screens, shopfronts')).toEqual(expect.arrayContaining(['installation de devantures', 'installation de vitrages', 'montage de parois de douche']));
    expect(labels('Pose de vitrages, parois de douche ; remplacement de vitrines de commerces')).toEqual(expect.arrayContaining(['installation de devantures', 'installation de vitrages', 'montage de parois de douche']));
    expect(labels('38 levés topographiques avec station totale ; implantation de bâtiments')).toEqual(expect.arrayContaining(["implantation d'ouvrages", 'relevés topographiques', 'utilisation de la station totale']));
    expect(labels('Carry out topographical surveys with total stations and setting out on site')).toEqual(expect.arrayContaining(["implantation d'ouvrages", 'relevés topographiques', 'utilisation de la station totale']));
    expect(labels('Radiologie conventionnelle aux urgences ; radiographies au lit en réanimation')).toEqual(expect.arrayContaining(['radiologie', 'réalisation des radiographies au lit', 'réalisation des radiographies conventionnelles']));
    expect(labels('Undertake general radiography and mobile radiography on wards')).toEqual(expect.arrayContaining(['radiologie', 'réalisation des radiographies au lit', 'réalisation des radiographies conventionnelles']));
  });

  it("read a buyer's 'dual sourcing' as purchasing, not as recruitment", () => {
    expect(labels('Dual sourcing set up in Poland and India; framework agreements')).toEqual(expect.arrayContaining(['mise en place de contrats cadres', 'sourcing de fournisseurs']));
    expect(labels('Dual sourcing set up in Poland and India')).not.toContain('recrutement');
  });

  it('leave the same words of other trades alone', () => {
    // A cleaner's sweeping is no hair colour, a valeter's pet hair no waxing, a developer's threads no eyebrows.
    expect(labels('Balayage et lavage des sols, vidage des corbeilles')).not.toContain('balayages et mèches');
    expect(labels('Interior deep clean, seats shampooed, pet hair removal')).not.toContain('épilations');
    expect(labels('Multi-threading and concurrency in Java')).not.toContain('épilation au fil');
    // A driver's tyre checks are no tyre fitting; a split shift no counter service.
    expect(labels('Contrôle quotidien du véhicule (niveaux, pneus, feux)')).not.toContain('montage de pneumatiques');
    expect(labels('Horaires en services coupés')).not.toContain('service au comptoir');
    // A consultant's 'état des lieux' takes stock; a museum's 'récolement' is its collections inventory.
    expect(labels("Réalisation d'un état des lieux de l'existant")).not.toContain('réalisation des états des lieux');
    expect(labels('Récolement des collections')).not.toContain('récolement des ouvrages');
  });
});
