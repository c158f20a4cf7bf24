import { Star } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export type StarRatingProps = {
  /** Rating, e.g. 5 or 4.9; stars are filled to the nearest whole star. */
  value: number;
  max?: number;
  className?: string;
};

const numberFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** Read-only stars, announced as one image: 'Note : 5 sur 5' (French decimal comma: 'Note : 4,9 sur 5'). */
export function StarRating({ value, max = 5, className }: StarRatingProps) {
  const filled = Math.round(Math.min(Math.max(value, 0), max));
  return (
    <div
      role="img"
      aria-label={`Note : ${numberFormat.format(value)} sur ${numberFormat.format(max)}`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn('size-4', index < filled ? 'fill-accent-400 text-accent-500' : 'fill-ink-200 text-ink-300')}
        />
      ))}
    </div>
  );
}
