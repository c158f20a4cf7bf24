// The head of each page this remote renders, from the same texts the pages show. The build writes
// it to pages.json (federation-config/page-manifest.ts); the api puts it in the HTML of each route.
import type { PageHead } from '@lettra/federation-config/page-manifest';
import { examplesText } from '../features/examples/content/examples.ts';
import { faqGroups, faqText } from '../features/faq/content/faq.ts';
import { hero } from '../features/landing/content/landing.ts';
import { legalUpdatedOn } from '../features/legal/content/company.ts';
import { cookies } from '../features/legal/content/cookies.ts';
import { gdpr } from '../features/legal/content/gdpr.ts';
import type { LegalDocument, RichText } from '../features/legal/content/legal-document.ts';
import { privacy } from '../features/legal/content/privacy.ts';
import { terms } from '../features/legal/content/terms.ts';
import { plans, pricingPageText } from '../features/pricing/content/plans.ts';
import { frenchDateToIso } from './french-date.ts';

const titled = (heading: string) => `${heading} | Lettra`;
const plain = (text: RichText) => (typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : part.text)).join(''));

const faqPage = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqGroups.flatMap((group) =>
    group.entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer.join('\n\n') },
    })),
  ),
};

/** '5,99€' → '5.99', the form schema.org prices take. */
const schemaPrice = (price: string) => price.replace(/[^\d,]/g, '').replace(',', '.');

const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Lettra',
  description: pricingPageText.intro,
  offers: plans.map((plan) => ({
    '@type': 'Offer',
    name: plan.title,
    description: plan.description,
    price: schemaPrice(plan.price),
    priceCurrency: 'EUR',
  })),
};

const legalPage = (path: string, document: LegalDocument): PageHead => ({
  path,
  title: titled(document.title),
  description: plain(document.intro),
  kind: 'website',
  lastModified: frenchDateToIso(legalUpdatedOn),
});

export const PAGE_HEADS: PageHead[] = [
  { path: '/', title: `Lettra — ${hero.eyebrow}`, description: hero.lead, kind: 'website' },
  { path: '/examples', title: titled(examplesText.pageTitle), description: examplesText.pageIntro, kind: 'website' },
  {
    path: '/pricing',
    title: titled(pricingPageText.title),
    description: pricingPageText.intro,
    kind: 'website',
    structuredData: [product],
  },
  { path: '/faq', title: titled(faqText.pageTitle), description: faqText.pageIntro, kind: 'website', structuredData: [faqPage] },
  legalPage('/terms', terms),
  legalPage('/privacy', privacy),
  legalPage('/cookies', cookies),
  legalPage('/gdpr', gdpr),
];
