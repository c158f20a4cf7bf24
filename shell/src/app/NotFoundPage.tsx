import { fr } from '@lettra/shared-ui';
import { Link } from '@lettra/shared-ui/router';

/** Any path outside the route table (docs/product.md §2: English text, link home). */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-6xl font-bold text-brand-600" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-ink-900">{fr.notFound.title}</h1>
      <p className="mt-2 text-ink-600">La page demandée n'existe pas ou a été déplacée.</p>
      <Link to="/" className="mt-6 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
        {fr.notFound.backHome}
      </Link>
    </section>
  );
}
