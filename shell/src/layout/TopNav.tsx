import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@lettra/shared-ui/router';
import { Menu, X } from 'lucide-react';
import { fr } from '@lettra/shared-ui';
import { AccountLinks } from './AccountLinks.tsx';
import { useNavLinks } from './nav-links.ts';
import { linkClass, TopNavItem } from './TopNavItem.tsx';

export function TopNav() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const links = useNavLinks('main');
  const [openedAt, setOpenedAt] = useState(pathname);
  // A navigation closes the mobile menu (derived during render instead of an effect).
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }
  const close = () => setOpen(false);
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // An open menu closes on Escape (focus back on its button) and on a tap anywhere outside the bar.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !header.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <header ref={header} className="sticky top-0 z-40 border-b border-ink-200 bg-white/90 backdrop-blur">
      <nav aria-label={fr.nav.mainLabel} className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-ink-900">
          <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white" aria-hidden>
            L
          </span>
          Lettra
        </Link>
        {/* data-nav: the api writes this list's items from the remotes' current routes (api/src/static/nav-links.ts). */}
        <ul data-nav="top" className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <TopNavItem key={link.to} {...link} />
          ))}
        </ul>
        <div className="hidden md:block">
          <AccountLinks />
        </div>
        <button
          ref={toggle}
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
            {links.map(({ to, label }) => (
              <li key={to}>
                {/* A block 44 px high: inline links' padding spilled over their neighbours' tap targets. */}
                <NavLink to={to} end={to === '/'} className={(state) => `block ${linkClass(state, 'px-3 py-3')}`} onClick={close}>
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
