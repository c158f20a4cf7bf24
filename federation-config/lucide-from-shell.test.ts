import { describe, expect, it } from 'vitest';
import { lucideRuntimeFromSharedUi } from './lucide-from-shell.ts';

const plugin = lucideRuntimeFromSharedUi();
const resolveId = plugin.resolveId as (source: string, importer: string | undefined) => string | null;
const load = plugin.load as (id: string) => string | null;
const icon = '/repo/node_modules/.pnpm/lucide-react@1.75.0/node_modules/lucide-react/dist/esm/icons/arrow-right.mjs';

describe('lucideRuntimeFromSharedUi', () => {
  it("makes each lucide icon build itself with shared-ui's createLucideIcon", () => {
    const id = resolveId('../createLucideIcon.mjs', icon);
    expect(id).not.toBeNull();
    expect(load(id!)).toBe("export { createLucideIcon as default } from '@lettra/shared-ui'");
  });

  it('leaves lucide-react itself and every other module alone', () => {
    expect(resolveId('./createLucideIcon.mjs', icon.replace('icons/arrow-right.mjs', 'lucide-react.mjs'))).toBeNull();
    expect(resolveId('../createLucideIcon.mjs', '/repo/mfe-marketing/src/icons/arrow.ts')).toBeNull();
    expect(load('/repo/mfe-marketing/src/main.ts')).toBeNull();
  });
});
