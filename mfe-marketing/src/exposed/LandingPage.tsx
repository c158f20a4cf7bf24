import { PremiumDayBanner } from '@lettra/shared-ui';
import { Hero } from '../features/landing/components/Hero.tsx';
import { HowItWorks } from '../features/landing/components/HowItWorks.tsx';
import { deferredSection } from '../lib/deferred-section.tsx';
import { useFocusHashTarget } from '../lib/useFocusHashTarget.ts';
import '../styles.css';

// Below the first screen, each section's code (the demo's timeline, the generator's slot, the examples'
// cards, the plan buttons, the FAQ's accordion…) arrives as the visitor nears it, not with the page
// (docs/public-pages.md 'First load').
const LiveDemo = deferredSection('live-demo', () => import('../features/live-demo/components/LiveDemo.tsx').then((module) => module.LiveDemo));
const GeneratorSection = deferredSection('generator', () => import('../features/landing/components/GeneratorSection.tsx').then((module) => module.GeneratorSection));
const LandingExamples = deferredSection('examples', () => import('../features/examples/components/LandingExamples.tsx').then((module) => module.LandingExamples));
const Testimonials = deferredSection('testimonials', () => import('../features/testimonials/components/Testimonials.tsx').then((module) => module.Testimonials));
const PricingSection = deferredSection('pricing', () => import('../features/pricing/components/PricingSection.tsx').then((module) => module.PricingSection));
const LandingFaq = deferredSection('faq', () => import('../features/faq/components/LandingFaq.tsx').then((module) => module.LandingFaq));
const CallToAction = deferredSection('call-to-action', () => import('../features/landing/components/CallToAction.tsx').then((module) => module.CallToAction));

/** Landing page (/): the sections of docs/product.md §2 in order; the shell draws the navigation and the footer. */
export default function LandingPage() {
  useFocusHashTarget();
  return (
    <>
      <PremiumDayBanner />
      <Hero />
      <HowItWorks />
      <LiveDemo />
      <GeneratorSection />
      <LandingExamples />
      <Testimonials />
      <PricingSection />
      <LandingFaq />
      <CallToAction />
    </>
  );
}
