import { fileNameFromContentDisposition } from './content-disposition.ts';

// Headers as servers really send them (RFC 6266 examples, plus the api's UTF-8 names).
const cases: Array<[string | null, string | null]> = [
  ['attachment; filename="lettre_de_motivation.pdf"', 'lettre_de_motivation.pdf'],
  ['attachment; filename=lettre.docx', 'lettre.docx'],
  ["attachment; filename=\"lettre.pdf\"; filename*=UTF-8''lettre%20%C3%A0%20Acme.pdf", 'lettre à Acme.pdf'],
  ["attachment; filename*=UTF-8''D%C3%A9veloppeur%20%E2%80%94%20Acme.docx", 'Développeur — Acme.docx'],
  ['attachment; filename="dit \\"bonjour\\".pdf"', 'dit "bonjour".pdf'],
  ['attachment; filename="../../etc/lettre.pdf"', 'lettre.pdf'],
  ["attachment; filename*=UTF-8''%E0%A4%A; filename=\"secours.pdf\"", 'secours.pdf'],
  ['attachment', null],
  ['', null],
  [null, null],
];

describe('fileNameFromContentDisposition', () => {
  it.each(cases)('reads %j as %j', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });
});
