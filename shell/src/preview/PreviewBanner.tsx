import { useLocation } from '@lettra/shared-ui/router';
import { usePreview } from './preview-context.ts';
import { endPreview, tabStorage } from './preview-session.ts';

/** Says which remote comes from a preview build, and ends the preview by loading the page again. */
export function PreviewBanner() {
  const preview = usePreview();
  const { pathname, search } = useLocation();
  if (!preview) return null;
  return (
    <section aria-label="Prévisualisation" className="bg-accent-100 px-4 py-2 text-center text-sm text-accent-950">
      <p className="inline">{`Version de prévisualisation : ${preview.remote}`}</p>{' '}
      {/* A full load, not a route change: the remotes are registered once per page. Without the
          hash, since a link to the same address with a hash would only scroll. */}
      <a
        href={`${pathname}${search}`}
        onClick={() => endPreview(tabStorage())}
        className="ml-2 font-medium underline underline-offset-4 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Quitter la prévisualisation
      </a>
    </section>
  );
}
