import { Card, StarRating } from '@lettra/shared-ui';
import { frenchSpacing } from '../../../lib/french-spacing.ts';
import type { Testimonial } from '../content/testimonials.ts';

/** One testimonial: rating (announced as 'Note : 5 sur 5'), quote and author. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { quote, author, role, rating, avatarInitials } = testimonial;
  return (
    <Card className="mk:h-full">
      <figure className="mk:flex mk:h-full mk:flex-col mk:gap-4 mk:p-6">
        <StarRating value={rating} />
        <blockquote className="mk:flex-1 mk:text-ink-700">
          <p>{frenchSpacing(`« ${quote} »`)}</p>
        </blockquote>
        <figcaption className="mk:flex mk:items-center mk:gap-3">
          {avatarInitials && (
            <span
              aria-hidden="true"
              className="mk:flex mk:size-10 mk:shrink-0 mk:items-center mk:justify-center mk:rounded-full mk:bg-brand-100 mk:text-sm mk:font-semibold mk:text-brand-800"
            >
              {avatarInitials}
            </span>
          )}
          <span className="mk:flex mk:flex-col">
            <span className="mk:font-semibold mk:text-ink-900">{author}</span>
            <span className="mk:text-sm mk:text-ink-600">{role}</span>
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}
