import { useId } from 'react';
import { Plus } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lettra/shared-ui';
import type { AtsAnalysis } from '@lettra/letter-engine';
import { atsTexts } from '../content/ats-texts.ts';
import { splitKeywords } from '../model/split-keywords.ts';
import { KeywordList } from './KeywordList.tsx';

function barColour(score: number): string {
  if (score >= 70) return 'gn:bg-success-600';
  if (score >= 40) return 'gn:bg-accent-500';
  return 'gn:bg-danger-600';
}

interface AtsMatchProps {
  ats: AtsAnalysis;
  /** 'Ajouter à la lettre' for a keyword the CV holds and the letter lacks; absent where the letter cannot change. */
  onAdd?: (term: string) => void;
}

/**
 * The ATS match of the CV and letter against the posting: score 0–100, found and missing keywords;
 * a keyword of the CV the letter does not use yet can be added to it.
 */
export function AtsMatch({ ats, onAdd }: AtsMatchProps) {
  const labelId = useId();
  const score = Math.min(100, Math.max(0, Math.round(ats.score)));
  const { found, missing } = splitKeywords(ats.keywords);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{atsTexts.title}</CardTitle>
        <CardDescription>{atsTexts.explanation}</CardDescription>
      </CardHeader>
      <CardContent className="gn:flex gn:flex-col gn:gap-5">
        <div className="gn:flex gn:items-center gn:gap-4">
          <span id={labelId} className="gn:sr-only">
            {atsTexts.scoreLabel}
          </span>
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={score}
            aria-valuetext={atsTexts.score(score)}
            className="gn:h-3 gn:flex-1 gn:overflow-hidden gn:rounded-full gn:bg-ink-100"
          >
            <div className={`gn:h-full gn:rounded-full gn:transition-[width] ${barColour(score)}`} style={{ width: `${score}%` }} />
          </div>
          <span aria-hidden="true" className="gn:w-14 gn:text-right gn:text-2xl gn:font-bold gn:tabular-nums gn:text-ink-900">
            {atsTexts.score(score)}
          </span>
        </div>
        {ats.keywords.length === 0 ? (
          <p className="gn:text-sm gn:text-ink-600">{atsTexts.noKeywords}</p>
        ) : (
          <div className="gn:flex gn:flex-col gn:gap-5">
            <KeywordList
              title={atsTexts.found}
              keywords={found}
              empty={atsTexts.noneFound}
              tone="found"
              action={(keyword) =>
                onAdd && keyword.inResume && keyword.inLetter === false ? (
                  <Button variant="ghost" size="sm" onClick={() => onAdd(keyword.term)}>
                    <Plus aria-hidden="true" />
                    {atsTexts.add}{' '}
                    <span className="gn:sr-only">: {keyword.term}</span>
                  </Button>
                ) : null
              }
            />
            <KeywordList title={atsTexts.missing} keywords={missing} empty={atsTexts.noneMissing} tone="missing" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
