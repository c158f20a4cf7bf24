import { PremiumDayBanner } from '@lettra/shared-ui';
import { LandingExamples } from '../features/examples/components/LandingExamples.tsx';
import { LandingFaq } from '../features/faq/components/LandingFaq.tsx';
import { CallToAction } from '../features/landing/components/CallToAction.tsx';
import { GeneratorSection } from '../features/landing/components/GeneratorSection.tsx';
import { Hero } from '../features/landing/components/Hero.tsx';
import { HowItWorks } from '../features/landing/components/HowItWorks.tsx';
import { LiveDemo } from '../features/live-demo/components/LiveDemo.tsx';
import { PricingSection } from '../features/pricing/components/PricingSection.tsx';
import { Testimonials } from '../features/testimonials/components/Testimonials.tsx';
import '../styles.css';

/** Landing page (/): the sections of docs/product.md §2 in order; the shell draws the navigation and the footer. */
export default function LandingPage() {
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
