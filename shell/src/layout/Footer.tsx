import { Link } from '@lettra/shared-ui/router';
import { useNavLinks } from './nav-links.ts';

export function Footer() {
  const quick = useNavLinks('main');
  const legal = useNavLinks('legal');
  return (
    <footer className="border-t border-ink-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-1">
          <p className="text-lg font-bold text-ink-900">Lettra</p>
          <p className="mt-2 text-sm text-ink-600">
            Des lettres de motivation personnalisées, fidèles à votre parcours, en quelques secondes.
          </p>
        </div>
        <FooterLinks title="Liens rapides" links={quick} />
        <FooterLinks title="Informations légales" links={legal} />
        <div>
          <h2 className="text-sm font-semibold text-ink-900">Contact</h2>
          <address className="mt-3 space-y-1 text-sm not-italic text-ink-600">
            <p>
              <a className="hover:text-brand-700" href="mailto:contact@lettra.fr">
                contact@lettra.fr
              </a>
            </p>
            <p>
              <a className="hover:text-brand-700" href="tel:+33184800000">
                01 84 80 00 00
              </a>
            </p>
            <p>12 rue de la Paix, 75002 Paris</p>
          </address>
        </div>
      </div>
      <p className="border-t border-ink-100 py-4 text-center text-xs text-ink-500">
        © {new Date().getFullYear()} Lettra. Tous droits réservés.
      </p>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-ink-900">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className="text-ink-600 hover:text-brand-700">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
