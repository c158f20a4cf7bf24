import type { LetterWarning } from '@lettra/contracts';
import { letterCheckTexts } from '../content/letter-check-texts.ts';
import { NoticeBox } from './NoticeBox.tsx';

/** The checks the letter on screen still fails (length, language, company…), told before it is sent. */
export function LetterWarnings({ warnings }: { warnings: readonly LetterWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <NoticeBox title={letterCheckTexts.warningsTitle} tone="warning">
      <ul className="gn:list-disc gn:space-y-1 gn:pl-4">
        {warnings.map((warning) => (
          <li key={warning.code}>{warning.message}</li>
        ))}
      </ul>
    </NoticeBox>
  );
}
