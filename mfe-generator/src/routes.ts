// The pages this remote serves (docs/federation.md 'Routes declared by the remotes'): none, its
// generator is a panel the landing page and the dashboard embed through RemoteSlot. Its build still
// writes routes.json, so the shell and the api read every remote the same way.
import type { ExposedModule } from '@lettra/federation-config/remotes';
import type { DeclaredRoute } from '@lettra/shared-ui';

export const ROUTES = [] as const satisfies readonly DeclaredRoute<ExposedModule<'mfe_generator'>>[];
