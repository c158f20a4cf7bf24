import { Link } from '@lettra/shared-ui/router';

/**
 * One link of the footer's lists. The shell's build also renders it with stand-in values (frames.tsx),
 * the markup the api fills each link in with.
 */
export function FooterItem({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <Link to={to} className="text-ink-600 hover:text-brand-700">
        {label}
      </Link>
    </li>
  );
}
