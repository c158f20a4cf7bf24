import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@lettra/shared-ui/router';
import { Menu, X } from 'lucide-react';
import { fr } from '@lettra/shared-ui';
import { AccountLinks } from './AccountLinks.tsx';
import { useNavLinks } from './nav-links.ts';
import { useDrawnByServer } from './drawn-by-server.ts';
import { MenuItem, TopNavItem } from './TopNavItem.tsx';

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
  const byServer = useDrawnByServer();
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
          // Drawn by the server, the menu is a popover the button opens without scripts (the browser tells
          // its state); the running shell draws it itself.
          {...(byServer ? { popoverTarget: 'menu-mobile' } : { 'aria-expanded': open, 'aria-controls': 'menu-mobile' })}
          aria-label={open ? fr.nav.closeMenu : fr.nav.openMenu}
          onClick={() => {
            setOpenedAt(pathname);
            setOpen((value) => !value);
          }}
        >
          {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
      </nav>
      {byServer ? (
        // Closed until the button opens it; a tap outside or Escape closes it (the browser's light dismiss).
        // Placed under the bar as the shell's menu is; the links are the api's to write (data-nav="menu").
        <div id="menu-mobile" popover="auto" className="inset-x-0 top-16 bottom-auto m-0 h-auto w-full border-0 border-t border-ink-200 bg-white px-4 pb-4 md:hidden">
          <ul data-nav="menu" className="flex flex-col py-2">
            {links.map((link) => (
              <MenuItem key={link.to} {...link} />
            ))}
          </ul>
          <AccountLinks stacked />
        </div>
      ) : (
        open && (
          <div id="menu-mobile" className="border-t border-ink-200 bg-white px-4 pb-4 md:hidden">
            <ul className="flex flex-col py-2">
              {links.map((link) => (
                <MenuItem key={link.to} {...link} onNavigate={close} />
              ))}
            </ul>
            <AccountLinks onNavigate={close} stacked />
          </div>
        )
      )}
    </header>
  );
}
