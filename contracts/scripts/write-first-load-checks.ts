// `pnpm --filter @lettra/contracts generate:checks`: writes src/light-checks/first-load-checks.ts
// from the schemas it checks (src/light-checks/generate.ts).
import { writeFileSync } from 'node:fs';
import { firstLoadChecksModule } from '../src/light-checks/generate.ts';

writeFileSync(new URL('../src/light-checks/first-load-checks.ts', import.meta.url), firstLoadChecksModule());
