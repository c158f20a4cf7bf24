import { useId, type ReactNode } from 'react';
import { Badge } from '@lettra/shared-ui';
import type { AtsKeyword } from '@lettra/letter-engine';
import { atsTexts } from '../content/ats-texts.ts';

interface KeywordListProps {
  title: string;
  keywords: AtsKeyword[];
  empty: string;
  tone: 'found' | 'missing';
  /** What follows a keyword ('Ajouter à la lettre'); null for none. */
  action?: (keyword: AtsKeyword) => ReactNode;
}

/** One list of posting keywords, required ones marked, with where each was found. */
export function KeywordList({ title, keywords, empty, tone, action }: KeywordListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="gn:flex gn:flex-col gn:gap-2">
      <h4 id={headingId} className="gn:text-sm gn:font-semibold gn:text-ink-800">
        {title} ({keywords.length})
      </h4>
      {keywords.length === 0 ? (
        <p className="gn:text-sm gn:text-ink-600">{empty}</p>
      ) : (
        <ul className="gn:flex gn:flex-wrap gn:gap-2">
          {keywords.map((keyword) => {
            const places = [
              ...(keyword.inResume ? [atsTexts.inResume] : []),
              ...(keyword.inLetter === true ? [atsTexts.inLetter] : []),
            ];
            return (
              <li key={keyword.term} className="gn:flex gn:items-center gn:gap-1">
                <Badge variant={tone === 'found' ? 'success' : 'outline'}>
                  {keyword.term}
                  {keyword.weight === 'required' && (
                    <span className="gn:rounded-full gn:bg-white/70 gn:px-1.5 gn:text-xs gn:font-semibold">{atsTexts.required}</span>
                  )}
                  {places.length > 0 && <span className="gn:sr-only">, {atsTexts.whereLabel(places.join(', '))}</span>}
                </Badge>
                {action?.(keyword)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
