import { letterCheckTexts } from '../content/letter-check-texts.ts';
import { NoticeBox } from './NoticeBox.tsx';

/**
 * The model was unavailable: the letter is the offline writer's draft. `writing` while it is
 * being written, so the user knows at once why the letter started again.
 */
export function DraftNotice({ writing }: { writing: boolean }) {
  return (
    <NoticeBox title={letterCheckTexts.draftTitle} tone="info">
      <p>{writing ? letterCheckTexts.draftWriting : letterCheckTexts.draftBody}</p>
    </NoticeBox>
  );
}
