import { describe, expect, it } from 'vitest';
import { findJobPosting } from './job-posting-json-ld.ts';

const ld = (value: unknown) => JSON.stringify(value);

describe('findJobPosting', () => {
  it('reads a Welcome-to-the-Jungle-like posting: one object, places as a list, HTML description', () => {
    const posting = findJobPosting([
      ld({
        '@context': 'http://schema.org',
        '@type': 'JobPosting',
        title: 'Chargé de recrutement H/F',
        employmentType: 'FULL_TIME',
        hiringOrganization: { '@type': 'Organization', name: 'Maison Brévent', logo: 'https://cdn.example/logo.png' },
        jobLocation: [
          { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Paris', addressRegion: 'Île-de-France', addressCountry: 'FR' } },
          { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Nantes', addressCountry: 'FR' } },
        ],
        description: '<p><strong>La Maison</strong> fabrique des skis.</p><p>Vous recrutez nos équipes&nbsp;:</p><ul><li>sourcing</li><li>entretiens</li></ul>',
      }),
    ]);
    expect(posting).toEqual({
      position: 'Chargé de recrutement H/F',
      company: 'Maison Brévent',
      place: 'Paris, Île-de-France ; Nantes',
      contract: 'Temps plein',
      description: 'La Maison fabrique des skis.\n\nVous recrutez nos équipes :\n\n- sourcing\n- entretiens',
      sections: [],
    });
  });

  it('finds the JobPosting inside @graph, beside the site and its breadcrumb', () => {
    const posting = findJobPosting([
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', name: 'Emplois Tech' },
          { '@type': 'BreadcrumbList', itemListElement: [] },
          { '@type': 'JobPosting', title: 'Comptable', hiringOrganization: 'Cabinet Roux', employmentType: 'CDI', description: 'Tenue des comptes.' },
        ],
      }),
    ]);
    expect(posting).toMatchObject({ position: 'Comptable', company: 'Cabinet Roux', contract: 'CDI', description: 'Tenue des comptes.' });
  });

  it('finds it in a top-level array and in a page entity’s mainEntity', () => {
    const inArray = findJobPosting([ld([{ '@type': 'Organization', name: 'X' }, { '@type': ['JobPosting'], title: 'Serveur' }])]);
    const nested = findJobPosting([ld({ '@type': 'WebPage', mainEntity: { '@type': 'schema:JobPosting', title: 'Cariste' } })]);
    const fullType = findJobPosting([ld({ '@type': 'https://schema.org/JobPosting', title: 'Boulanger' })]);
    expect([inArray?.position, nested?.position, fullType?.position]).toEqual(['Serveur', 'Cariste', 'Boulanger']);
  });

  it('reads an Indeed-like description whose HTML is escaped once more, and plain-text line breaks', () => {
    const escaped = findJobPosting([ld({ '@type': 'JobPosting', title: 'Vendeur', description: '&lt;p&gt;Vente &amp;amp; conseil&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Caisse&lt;/li&gt;&lt;/ul&gt;' })]);
    const plain = findJobPosting([ld({ '@type': 'JobPosting', title: 'Vendeur', description: 'Vente et conseil.\nCaisse et rayon.' })]);
    expect(escaped?.description).toBe('Vente & conseil\n\n- Caisse');
    expect(plain?.description).toBe('Vente et conseil.\nCaisse et rayon.');
  });

  it('lists qualifications, skills and responsibilities given as text, lists or schema.org objects', () => {
    const posting = findJobPosting([
      ld({
        '@type': 'JobPosting',
        title: 'Technicien',
        responsibilities: '<ul><li>Dépanner les clients</li></ul>',
        qualifications: [{ '@type': 'EducationalOccupationalCredential', credentialCategory: 'BTS électrotechnique' }],
        skills: ['Habilitation électrique', 'Permis B'],
        educationRequirements: { '@type': 'EducationalOccupationalCredential', description: 'Bac +2' },
        experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 24 },
      }),
    ]);
    expect(posting?.sections).toEqual([
      { heading: 'Missions', lines: ['Dépanner les clients'] },
      { heading: 'Profil recherché', lines: ['BTS électrotechnique'] },
      { heading: 'Compétences', lines: ['Habilitation électrique', 'Permis B'] },
      { heading: 'Formation', lines: ['Bac +2'] },
    ]);
  });

  it('gives null fields for what the posting does not say, and Télétravail for a remote job without a place', () => {
    const posting = findJobPosting([ld({ '@type': 'JobPosting', title: 'Rédacteur', jobLocationType: 'TELECOMMUTE', employmentType: 'OTHER' })]);
    expect(posting).toMatchObject({ company: null, place: 'Télétravail', contract: null, description: '' });
  });

  it('passes over a block that is not JSON and reads the next, also one wrapped in a comment', () => {
    const posting = findJobPosting(['{ "@type": "JobPosting", oops }', `<!--${ld({ '@type': 'JobPosting', title: 'Plombier' })}-->`]);
    expect(posting?.position).toBe('Plombier');
  });

  it('answers null when no block holds a JobPosting', () => {
    expect(findJobPosting([ld({ '@type': 'Organization', name: 'Acme' }), 'null', '42'])).toBeNull();
  });

  it('stops searching past a depth no page needs', () => {
    let deep: unknown = { '@type': 'JobPosting', title: 'Trop loin' };
    for (let level = 0; level < 20; level += 1) deep = { child: deep };
    expect(findJobPosting([ld(deep)])).toBeNull();
  });
});
