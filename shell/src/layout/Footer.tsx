import { FooterItem } from './FooterItem.tsx';
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
        <FooterLinks title="Liens rapides" list="footer-main" links={quick} />
        <FooterLinks title="Informations légales" list="footer-legal" links={legal} />
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

interface FooterLinksProps {
  title: string;
  /** The list's name for the api, which writes its items from the remotes' current routes (api/src/static/nav-links.ts). */
  list: 'footer-main' | 'footer-legal';
  links: ReadonlyArray<{ to: string; label: string }>;
}

function FooterLinks({ title, list, links }: FooterLinksProps) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-ink-900">{title}</h2>
      <ul data-nav={list} className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <FooterItem key={link.to} {...link} />
        ))}
      </ul>
    </nav>
  );
}
