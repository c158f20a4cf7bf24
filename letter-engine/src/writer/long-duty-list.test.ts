import { describe, expect, it } from 'vitest';
import { askedItems, listItems } from './long-duty-list.ts';

// The posting's words an item shares, as the letter's facts score it (answerScore), kept simple here.
const scoreBy = (posting: string) => (item: string): number => item.toLowerCase().split(/\W+/u).filter((word) => word.length >= 4 && posting.toLowerCase().includes(word)).length;

describe('a long list of duties, cut to what the posting asks', () => {
  it("keeps a legal secretary's activities the posting asks for, in the CV's words and order", () => {
    const line = "Typing wills and Lasting Powers of Attorney from BigHand dictation, arranging will signings, drafting estate accounts and IHT forms for the solicitor's review, registering LPAs with the Office of the Public Guardian and keeping the wills strongroom register up to date.";
    const posting = 'You will type wills and Lasting Powers of Attorney, arrange signings and register LPAs with the Office of the Public Guardian.';
    expect(askedItems(line, scoreBy(posting), 'english')).toBe('Typing wills and Lasting Powers of Attorney from BigHand dictation, arranging will signings and registering LPAs with the Office of the Public Guardian');
  });

  it("keeps an office manager's duties the posting asks for, with their brackets", () => {
    const line = 'Accueil des visiteurs et standard (50 salariés), commandes de fournitures et de matériel, organisation des déplacements des chargés d’affaires (trains, hôtels), préparation des variables de paie (absences, heures supplémentaires) pour le cabinet comptable, organisation du séminaire annuel.';
    const posting = 'Missions : accueil des visiteurs, standard, organisation des déplacements, variables de paie.';
    expect(askedItems(line, scoreBy(posting), 'french')).toBe('Accueil des visiteurs et standard (50 salariés), organisation des déplacements des chargés d’affaires (trains, hôtels) et préparation des variables de paie (absences, heures supplémentaires) pour le cabinet comptable');
  });

  it('cuts no sentence that speaks, no short list and no list the posting does not ask about', () => {
    expect(askedItems('I typed wills, arranged signings, registered LPAs and kept the register.', () => 1, 'english')).toBeNull();
    expect(askedItems('Switchboard, client reception', () => 1, 'english')).toBeNull();
    expect(askedItems('Switchboard, client reception, post and room bookings', () => 0, 'english')).toBeNull();
  });

  it("keeps a packaging operator's asked duties of a five-item line, its brackets whole", () => {
    const line = 'Conduite ligne tranchage / conditionnement jambon, réglages thermoformeuse Multivac, changements de format, autocontrôles (pesées, étiquetage, détecteur de métaux), travail en 3x8 au froid (2 °C)';
    expect(listItems(line)).toHaveLength(5);
    const posting = 'Conduite de ligne de conditionnement, changements de format, autocontrôles qualité.';
    expect(askedItems(line, scoreBy(posting), 'french')).toBe('Conduite ligne tranchage / conditionnement jambon, changements de format et autocontrôles (pesées, étiquetage, détecteur de métaux)');
  });

  it('joins no two items that hold their own "et": the list would stammer', () => {
    const line = 'Éclairage LED et BAES, essais et mise en service, lecture de plans, câblage';
    expect(askedItems(line, () => 1, 'french')).toBeNull();
  });
});
