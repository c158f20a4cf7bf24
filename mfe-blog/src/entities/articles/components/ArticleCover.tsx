import type { LucideIcon } from 'lucide-react';
import { ListOrdered, MessageSquareQuote, ScanSearch, Signpost, Sparkles, SpellCheck } from 'lucide-react';
import { cn } from '@lettra/shared-ui';
import type { ArticleImage, CoverMotif, CoverPalette } from '../model/article.ts';

const palettes: Record<CoverPalette, string> = {
  brand: 'bl:from-brand-500 bl:via-brand-600 bl:to-brand-900',
  accent: 'bl:from-accent-300 bl:via-accent-500 bl:to-accent-700',
  success: 'bl:from-success-500 bl:via-success-600 bl:to-brand-800',
  ink: 'bl:from-ink-600 bl:via-ink-800 bl:to-brand-950',
  dusk: 'bl:from-brand-400 bl:via-brand-700 bl:to-ink-900',
  sunrise: 'bl:from-accent-300 bl:via-danger-500 bl:to-brand-700',
};

const motifs: Record<CoverMotif, LucideIcon> = {
  structure: ListOrdered,
  ats: ScanSearch,
  reconversion: Signpost,
  proofreading: SpellCheck,
  ai: Sparkles,
  testimony: MessageSquareQuote,
};

type ArticleCoverProps = { image: ArticleImage; className?: string };

/**
 * An article's image (docs/product.md §3), drawn instead of downloaded: a gradient, a sheet of letter paper and the
 * article's motif. Purely decorative, so hidden from assistive technology: the title says what the article is.
 */
export function ArticleCover({ image, className }: ArticleCoverProps) {
  const Motif = motifs[image.motif];
  return (
    <div
      aria-hidden="true"
      className={cn(
        'bl:relative bl:overflow-hidden bl:bg-linear-to-br bl:aspect-video',
        palettes[image.palette],
        className,
      )}
    >
      <svg viewBox="0 0 320 180" className="bl:absolute bl:inset-0 bl:size-full" preserveAspectRatio="xMidYMid slice">
        <circle cx="40" cy="30" r="70" fill="white" fillOpacity="0.08" />
        <circle cx="290" cy="170" r="90" fill="white" fillOpacity="0.1" />
        <g transform="rotate(-6 160 95)">
          <rect x="112" y="32" width="96" height="124" rx="6" fill="white" fillOpacity="0.92" />
          <rect x="126" y="48" width="40" height="6" rx="3" fill="currentColor" fillOpacity="0.35" />
          {[68, 80, 92, 104, 116, 128].map((y, line) => (
            <rect
              key={y}
              x="126"
              y={y}
              width={line % 3 === 2 ? 46 : 68}
              height="4"
              rx="2"
              fill="currentColor"
              fillOpacity="0.18"
            />
          ))}
        </g>
      </svg>
      <span className="bl:absolute bl:right-[18%] bl:top-[16%] bl:flex bl:size-12 bl:items-center bl:justify-center bl:rounded-full bl:bg-white bl:text-ink-900 bl:shadow-elevated bl:sm:size-14">
        <Motif className="bl:size-6 bl:sm:size-7" strokeWidth={1.75} />
      </span>
    </div>
  );
}
