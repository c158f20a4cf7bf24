import { useState } from 'react';
import { Link, NavLink, useLocation } from '@lettra/shared-ui/router';
import { Menu, X } from 'lucide-react';
import { fr } from '@lettra/shared-ui';
import { AccountLinks } from './AccountLinks.tsx';
import { NAV_LINKS } from './nav-links.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive ? 'text-brand-700' : 'text-ink-700 hover:text-brand-700'
  }`;

export function TopNav() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  // A navigation closes the mobile menu (derived during render instead of an effect).
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }
  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/90 backdrop-blur">
      <nav aria-label={fr.nav.mainLabel} className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-ink-900">
          <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white" aria-hidden>
            L
          </span>
          Lettra
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map(({ to, label }) => (
            <li key={to}>
              <NavLink to={to} end={to === '/'} className={linkClass}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden md:block">
          <AccountLinks />
        </div>
        <button
          type="button"
          className="rounded-lg p-2 text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
          aria-expanded={open}
          aria-controls="menu-mobile"
          aria-label={open ? fr.nav.closeMenu : fr.nav.openMenu}
          onClick={() => {
            setOpenedAt(pathname);
            setOpen((value) => !value);
          }}
        >
          {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
      </nav>
      {open && (
        <div id="menu-mobile" className="border-t border-ink-200 bg-white px-4 pb-4 md:hidden">
          <ul className="flex flex-col py-2">
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end={to === '/'} className={linkClass} onClick={close}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <AccountLinks onNavigate={close} stacked />
        </div>
      )}
    </header>
  );
}
