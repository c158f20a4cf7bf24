import { useShellRoutes } from '../routes/routes-context.ts';

/**
 * The links of the top navigation ('main': the desktop bar, the phone menu and the footer's quick links)
 * or of the footer's legal links ('legal'): the routes the remotes declare in that menu, in their order
 * (docs/federation.md 'Routes declared by the remotes').
 */
export function useNavLinks(menu: 'main' | 'legal'): { to: string; label: string }[] {
  return useShellRoutes().routes.flatMap(({ path, nav }) => (nav?.menu === menu ? [{ to: path, label: nav.label }] : []));
}
