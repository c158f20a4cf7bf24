import type { MissingEssential } from '@lettra/letter-engine';
import { letterCheckTexts } from '../content/letter-check-texts.ts';
import { NoticeBox } from './NoticeBox.tsx';

/** What the CV or the posting does not say (no name, no experience, no company, no position), and how to fix it. */
export function MissingEssentials({ notices }: { notices: readonly MissingEssential[] }) {
  if (notices.length === 0) return null;
  return (
    <NoticeBox title={letterCheckTexts.essentialsTitle} tone="info">
      <p>{letterCheckTexts.essentialsIntro}</p>
      <ul className="gn:mt-2 gn:list-disc gn:space-y-1 gn:pl-4">
        {notices.map((notice) => (
          <li key={notice.code}>{notice.message}</li>
        ))}
      </ul>
    </NoticeBox>
  );
}
