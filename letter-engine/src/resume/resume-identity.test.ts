import { describe, expect, it } from 'vitest';
import { readIdentity } from './resume-identity.ts';
import { analyzeResume } from './analyze-resume.ts';

function nameOf(firstLine: string): string | null {
  return readIdentity([firstLine, 'Birstall, Leicester | 07845 336 190']).name;
}

describe('the name on a CV written in capitals', () => {
  it('reads apostrophes and hyphens and signs the name as a person would', () => {
    expect(nameOf("RYAN O'CONNELL")).toBe("Ryan O'Connell");
    expect(nameOf('AMINATA N’DIAYE')).toBe('Aminata N’Diaye');
    expect(nameOf("JEAN-PIERRE D'ALMEIDA-COSTA")).toBe("Jean-Pierre D'Almeida-Costa");
  });

  it('gives Mc its second capital and keeps particles in lower case', () => {
    expect(nameOf('CALUM MCDONALD')).toBe('Calum McDonald');
    expect(nameOf('JEAN DE LA FONTAINE')).toBe('Jean de La Fontaine');
    expect(nameOf('SANNE VAN DER BERG')).toBe('Sanne van der Berg');
    expect(nameOf('ANGEL DI MARIA')).toBe('Angel Di Maria');
    expect(nameOf('SHONA MACKAY')).toBe('Shona Mackay');
  });

  it('leaves a name written in mixed case as written', () => {
    expect(nameOf("Ryan O'Connell")).toBe("Ryan O'Connell");
    expect(nameOf('Camille MARTIN')).toBe('Camille MARTIN');
    expect(nameOf('Lucas van Dijk')).toBe('Lucas van Dijk');
  });

  it('still takes no title in capitals for a name', () => {
    expect(nameOf('CURRICULUM VITAE')).toBeNull();
    // A teaching assistant's Europass opened on 'CV Europass', and her letter was signed so.
    expect(nameOf('CV Europass')).toBeNull();
    expect(analyzeResume(['CV Europass', '', 'INFORMATIONS PERSONNELLES', 'Émilie ROYER', '   11 Orchard Close, Kettering NN16 8RT'].join('\n')).name).toBe('Émilie ROYER');
    expect(nameOf("ELECTRICIAN'S MATE")).toBeNull();
  });
});

describe('a name followed by its post-nominal letters', () => {
  it("ends before them: 'JAMES WHITFIELD   CEng MIMechE' (an engineer's chartered titles)", () => {
    expect(analyzeResume('JAMES WHITFIELD   CEng MIMechE\nSupplier Quality Engineer – Aerospace\nToulouse  |  +33 6 39 98 07 93').name).toBe('James Whitfield');
  });
});

describe('a word in brackets is an aside', () => {
  it("drops a nickname between the names and a pronoun after them", () => {
    expect(analyzeResume('RAJESH (RAJ) PATEL  MIWFM\nFacilities Manager\nHuntingdon  |  07700 900419').name).toBe('Rajesh Patel');
    expect(analyzeResume('Daniel (Dan) WHITFIELD\nGlazier  -  11 yrs experiance').name).toBe('Daniel WHITFIELD');
    expect(analyzeResume('Léa Moreau (Elle)\nVendeuse').name).toBe('Léa Moreau');
  });
});

describe('a contact line that opens on the name', () => {
  it('ends the name at its first figure', () => {
    expect(analyzeResume('Kevin LE GALL     06 62 18 40 97    kevin.legall29@orange.fr\nConcarneau  - permis B\n\nCarreleur depuis 2012 chez Carrelages Riou').name).toBe('Kevin LE GALL');
    expect(analyzeResume('Liam Carter   19   Boston, Lincs   07412 903 227   liamcarter.05@icloud.com\n\nOnly job so far: Night Shelf Stacker, Tesco Extra Boston').name).toBe('Liam Carter');
  });
});

describe('a form-like CV laid out as a table', () => {
  it("reads the name from its fields on one row, and takes no label for a name ('Né le')", () => {
    const resume = ['CURRICULUM VITAE', '', 'Nom :\tDUBOIS-MARTEL\tPrénom :\tKevin', 'Né le :\t14/03/1998\tNationalité :\tfrançaise', 'Tél :\t06 27 51 09 84', '', 'FORMATION', '2016\tCAP Cuisine\tLycée Michel Servet, Lille'].join('\n');
    expect(analyzeResume(resume).name).toBe('Kevin DUBOIS-MARTEL');
    expect(readIdentity(['Né le : 14/03/1998', '06 27 51 09 84']).name).toBeNull();
    expect(readIdentity(['Nom et prénom : DIALLO Moussa', '06 63 20 41 87']).name).toBe('DIALLO Moussa');
  });
});

describe('a name written as designed CVs write it', () => {
  it("reads a Mac in capitals and a name on two lines ('MAREK' above 'KOWALCZYK')", () => {
    expect(readIdentity(['BRENDA MacLEOD', '41 Pleasant Street, Dartmouth']).name).toBe('BRENDA MacLEOD');
    expect(readIdentity(['MAREK', 'KOWALCZYK', 'Senior Backend Engineer']).name).toBe('Marek Kowalczyk');
    expect(readIdentity(['CURRICULUM', 'VITAE', 'Jean Dupont']).name).toBe('Jean Dupont');
  });
});

describe('the name line that goes on with the contact details', () => {
  it('ends the name at its first separator and keeps the town with its postcode', () => {
    const identity = readIdentity(['Lucas FERREIRA  -  electricien batiment  -  24 ans  -  Pessac (33600)  -  06 48 27 90 13  -  lucas.ferreira33@gmail.com']);
    expect(identity.address).toBe('Pessac (33600)');
    expect(identity.city).toBe('Pessac');
    expect(identity.phone).toBe('06 48 27 90 13');
  });
});

describe('a name in a table row pasted as text', () => {
  it('reads the value after the bar, in English and in French', () => {
    expect(analyzeResume('CURRICULUM VITAE\n\nName        | Priya Shah\nPhone       | 07822 391 047').name).toBe('Priya Shah');
    expect(analyzeResume('CV\nNom | Martin\nPrénom | Julie\nTéléphone | 06 12 34 56 78').name).toBe('Julie Martin');
  });
});
