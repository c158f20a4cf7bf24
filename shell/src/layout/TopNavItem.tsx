import { NavLink } from '@lettra/shared-ui/router';

export const linkClass = ({ isActive }: { isActive: boolean }, padding = 'px-3 py-2') =>
  `rounded-lg ${padding} text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive ? 'text-brand-700' : 'text-ink-700 hover:text-brand-700'
  }`;

/**
 * One link of the desktop navigation bar, marked while its page (or one below it) is shown. The shell's
 * build also renders it with stand-in values (frames.tsx), the markup the api fills each link in with.
 */
export function TopNavItem({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <NavLink to={to} end={to === '/'} className={linkClass}>
        {label}
      </NavLink>
    </li>
  );
}

/** One link of the phone menu: a block 44 px high (inline links' padding spilled over their neighbours' tap targets). */
export function MenuItem({ to, label, onNavigate }: { to: string; label: string; onNavigate?: () => void }) {
  return (
    <li>
      <NavLink to={to} end={to === '/'} className={(state) => `block ${linkClass(state, 'px-3 py-3')}`} onClick={onNavigate}>
        {label}
      </NavLink>
    </li>
  );
}
