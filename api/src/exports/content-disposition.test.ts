import { describe, expect, it } from 'vitest';
import { attachmentHeader, exportBaseName } from './content-disposition.ts';

describe('attachmentHeader', () => {
  // Titles come from users: accents, typographic quotes, path separators, nothing at all.
  const cases = [
    {
      title: 'Lettre Qonto',
      header: `attachment; filename="Lettre Qonto.pdf"; filename*=UTF-8''Lettre%20Qonto.pdf`,
    },
    {
      title: 'Chargée de mission – Œuvres d’art',
      header: `attachment; filename="Chargee de mission - OEuvres d'art.pdf"; filename*=UTF-8''Charg%C3%A9e%20de%20mission%20%E2%80%93%20%C5%92uvres%20d%E2%80%99art.pdf`,
    },
    {
      title: '../../etc/passwd',
      header: `attachment; filename=".. .. etc passwd.pdf"; filename*=UTF-8''..%20..%20etc%20passwd.pdf`,
    },
    {
      title: 'Devis "urgent" (v2)*',
      header: `attachment; filename="Devis urgent v2.pdf"; filename*=UTF-8''Devis%20urgent%20%28v2%29.pdf`,
    },
    {
      title: '«»',
      header: `attachment; filename="lettre_de_motivation.pdf"; filename*=UTF-8''%C2%AB%C2%BB.pdf`,
    },
    {
      title: 'Lettre pour Acme S.A. ...',
      header: `attachment; filename="Lettre pour Acme S.A.pdf"; filename*=UTF-8''Lettre%20pour%20Acme%20S.A.pdf`,
    },
    {
      title: '   ',
      header: `attachment; filename="lettre_de_motivation.pdf"; filename*=UTF-8''lettre_de_motivation.pdf`,
    },
  ];

  it.each(cases)('names a file after "$title"', ({ title, header }) => {
    expect(attachmentHeader(title, 'pdf')).toBe(header);
  });
});

describe('exportBaseName', () => {
  it('names the file after the candidate and the company', () => {
    expect(exportBaseName('Léa Moreau', 'Clinique Saint-Yves')).toBe('Léa Moreau – Lettre de motivation – Clinique Saint-Yves');
  });

  it('leaves out a company the posting did not name, and a missing name', () => {
    expect(exportBaseName('Léa Moreau', 'Entreprise non précisée')).toBe('Léa Moreau – Lettre de motivation');
    expect(exportBaseName('  ', 'Acme')).toBe('Lettre de motivation – Acme');
  });
});
