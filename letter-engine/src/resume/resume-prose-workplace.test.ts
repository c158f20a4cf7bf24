import { describe, expect, it } from 'vitest';
import { readProperName, readWorkplace } from './resume-prose-workplace.ts';

describe('an institution’s name that goes on in lower case', () => {
  // An insertion adviser's prose CV and a theatre nurse's: the institution's kind, its qualifier, then its town.
  it.each([
    ['je suis conseillère en insertion à la Mission locale de Bobigny (fin de contrat en décembre 2026)', 'Mission locale de Bobigny'],
    ['je travaille au bloc opératoire du Centre hospitalier de Compiègne-Noyon, où je prépare les salles', 'Centre hospitalier de Compiègne-Noyon'],
  ])('reads the whole employer in %j', (text, employer) => {
    expect(readWorkplace(text).employer).toBe(employer);
  });

  it('stops at the name when no capitalised word follows the lower-case one', () => {
    expect(readProperName('Bistrot parisien de la gare, où je sers')).toBe('Bistrot');
  });
});

describe('names listed in brackets', () => {
  it('are clients or makes, never the employer; an employer beside its town still is', () => {
    expect(readWorkplace('packing lines for chilled ready meals (Tesco, M&S), tray sealer operator').employer).toBeNull();
    expect(readWorkplace("réglage de centres d'usinage 3 axes Fanuc (Mazak, DMG Mori)").employer).toBeNull();
    expect(readWorkplace('ASH de nuit (Résidence Le Bois Fleuri, Talence)')).toEqual({ employer: 'Résidence Le Bois Fleuri', place: 'Talence' });
  });
});

describe("a name joined by 'for', or ending on an elided name", () => {
  it('is read whole', () => {
    expect(readProperName('Department for Work and Pensions at Halifax Jobcentre, where')).toBe('Department for Work and Pensions');
    expect(readProperName("Bâtisseurs de l'Anjou, à Trélazé, sur des chantiers")).toBe("Bâtisseurs de l'Anjou");
    expect(readProperName('Tesco for 3 years')).toBe('Tesco');
  });
});
