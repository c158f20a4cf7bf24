import { Link } from '@lettra/shared-ui/router';
import { frenchSpacing } from '../../../lib/french-spacing.ts';
import type { RichText, TextLink } from '../content/legal-document.ts';

const linkClasses =
  'mk:font-medium mk:text-brand-700 mk:underline mk:underline-offset-2 mk:break-words mk:hover:text-brand-900';

function InlineLink({ link }: { link: TextLink }) {
  // Routes of the app stay in the router; mail and web addresses are ordinary links.
  if (link.href.startsWith('/')) {
    return (
      <Link to={link.href} className={linkClasses}>
        {link.text}
      </Link>
    );
  }
  return (
    <a href={link.href} className={linkClasses}>
      {link.text}
    </a>
  );
}

/** Legal text with its links, in the order written. */
export function RichTextView({ text }: { text: RichText }) {
  if (typeof text === 'string') return frenchSpacing(text);
  return text.map((part, index) =>
    typeof part === 'string' ? frenchSpacing(part) : <InlineLink key={index} link={part} />,
  );
}
