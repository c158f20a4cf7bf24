import { contentDispositionFilename } from './content-disposition-filename.ts';

describe('contentDispositionFilename', () => {
  it.each([
    ['attachment; filename="lettre.pdf"', 'lettre.pdf'],
    ['attachment; filename=lettre.docx', 'lettre.docx'],
    // The api sends both forms; the encoded one carries the accents.
    [`attachment; filename="Developpeur.pdf"; filename*=UTF-8''D%C3%A9veloppeur%20React.pdf`, 'Développeur React.pdf'],
    ['attachment; filename="a \\"quoted\\" name.pdf"', 'a "quoted" name.pdf'],
    // Broken encoding must not throw: the plain name is still usable.
    [`attachment; filename="secours.pdf"; filename*=UTF-8''%E0%A4%A.pdf`, 'secours.pdf'],
    ['attachment', null],
    [null, null],
  ])('reads %j as %j', (header, expected) => {
    expect(contentDispositionFilename(header)).toBe(expected);
  });
});
