import type { MissingEssential } from '@lettra/letter-engine';
import { letterCheckTexts } from '../content/letter-check-texts.ts';
import { NoticeBox } from './NoticeBox.tsx';

/**
 * What the CV or the posting does not say (no name, no experience, no company, no position), and how to
 * fix it; apart, as a warning, when the CV answers almost none of what the posting asks.
 */
export function MissingEssentials({ notices }: { notices: readonly MissingEssential[] }) {
  const missing = notices.filter((notice) => notice.code !== 'requirements');
  const fit = notices.find((notice) => notice.code === 'requirements');
  return (
    <>
      {fit && (
        <NoticeBox title={letterCheckTexts.fitTitle} tone="warning">
          <p>{fit.message}</p>
        </NoticeBox>
      )}
      {missing.length > 0 && (
        <NoticeBox title={letterCheckTexts.essentialsTitle} tone="info">
          <p>{letterCheckTexts.essentialsIntro}</p>
          <ul className="gn:mt-2 gn:list-disc gn:space-y-1 gn:pl-4">
            {missing.map((notice) => (
              <li key={notice.code}>{notice.message}</li>
            ))}
          </ul>
        </NoticeBox>
      )}
    </>
  );
}
