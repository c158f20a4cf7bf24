import { useId } from 'react';
import { Plus } from 'lucide-react';
import { Badge, Button } from '@lettra/shared-ui';
import { refineTexts } from '../content/refine-texts.ts';
import type { LetterVersions } from '@lettra/contracts';
import { versionTexts } from '../content/version-texts.ts';

interface LetterChecksProps {
  ats: LetterVersions['ats'];
  /** The claims of the version on screen its CV did not support; null when the letter's checks are not shown (locked). */
  claims: readonly string[] | null;
  /** 'Ajouter à la lettre' for a keyword the CV holds and the letter lacks; absent when the letter cannot change. */
  onAdd?: (term: string) => void;
}

/**
 * What a saved letter kept of its checks: the ATS match with the CV keywords it lacks (each can be
 * added to it), and its fact check.
 */
export function LetterChecks({ ats, claims, onAdd }: LetterChecksProps) {
  const atsId = useId();
  const factsId = useId();
  const missing = ats?.keywords.filter((keyword) => keyword.inResume && keyword.inLetter === false) ?? [];
  return (
    <div className="ac:grid ac:gap-4 ac:md:grid-cols-2">
      {ats && (
        <section aria-labelledby={atsId} className="ac:flex ac:flex-col ac:gap-2 ac:rounded-card ac:border ac:border-ink-200 ac:p-4">
          <h3 id={atsId} className="ac:text-base ac:font-semibold ac:text-ink-900">
            {versionTexts.atsTitle}
          </h3>
          <p className="ac:text-sm ac:text-ink-700">{versionTexts.atsScore(ats.score)}</p>
          {missing.length === 0 ? (
            <p className="ac:text-sm ac:text-ink-600">{versionTexts.noneMissing}</p>
          ) : (
            <>
              <p className="ac:text-sm ac:text-ink-700">{versionTexts.missingFromLetter}</p>
              <ul className="ac:flex ac:flex-wrap ac:gap-2">
                {missing.map((keyword) => (
                  <li key={keyword.term} className="ac:flex ac:items-center ac:gap-1">
                    <Badge variant="outline">{keyword.term}</Badge>
                    {onAdd && (
                      <Button variant="ghost" size="sm" onClick={() => onAdd(keyword.term)}>
                        <Plus aria-hidden="true" />
                        {refineTexts.addKeyword}{' '}
                        <span className="ac:sr-only">: {keyword.term}</span>
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      {claims && (
        <section aria-labelledby={factsId} className="ac:flex ac:flex-col ac:gap-2 ac:rounded-card ac:border ac:border-ink-200 ac:p-4">
          <h3 id={factsId} className="ac:text-base ac:font-semibold ac:text-ink-900">
            {versionTexts.factCheckTitle}
          </h3>
          {claims.length === 0 ? (
            <p className="ac:text-sm ac:text-ink-600">{versionTexts.noClaims}</p>
          ) : (
            <>
              <p className="ac:text-sm ac:text-ink-700">{versionTexts.claimsIntro}</p>
              <ul className="ac:list-disc ac:pl-5 ac:text-sm ac:text-ink-800">
                {claims.map((claim) => (
                  <li key={claim}>{claim}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </div>
  );
}
