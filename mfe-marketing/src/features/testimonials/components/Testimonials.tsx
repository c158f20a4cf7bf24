import { useId } from 'react';
import { Container, Section, StarRating } from '@lettra/shared-ui';
import { SectionHeader } from '../../../components/SectionHeader.tsx';
import { testimonials, testimonialsText } from '../content/testimonials.ts';
import { TestimonialCard } from './TestimonialCard.tsx';

/** The landing page's three testimonials and the overall rating (docs/product.md §1, §9). */
export function Testimonials() {
  const headingId = useId();
  return (
    <Section tone="muted" aria-labelledby={headingId}>
      <Container>
        <SectionHeader id={headingId} title={testimonialsText.title} intro={testimonialsText.intro} />
        <div className="mk:mt-6 mk:flex mk:flex-wrap mk:items-center mk:justify-center mk:gap-2 mk:text-ink-700">
          <StarRating value={testimonialsText.averageRating} />
          <span className="mk:font-medium">{testimonialsText.summary}</span>
        </div>
        <ul className="mk:mt-10 mk:grid mk:gap-6 mk:md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
