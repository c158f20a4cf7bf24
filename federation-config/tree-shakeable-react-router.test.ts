import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterDir } from './production-react-router.ts';
import { treeShakeableReactRouter } from './tree-shakeable-react-router.ts';

// The installed react-router's production chunks, as the shell's build reads them.
const production = join(reactRouterDir, 'dist/production');
const chunks = readdirSync(production).filter((file) => /^chunk-[\w-]+\.mjs$/.test(file));

type Transform = (code: string, id: string) => { code: string } | null;
const transform = treeShakeableReactRouter().transform as Transform;

describe('treeShakeableReactRouter', () => {
  it('marks the installed build’s contexts and components pure and drops their developer-tools names', () => {
    const [largest] = chunks.map((file) => join(production, file)).sort((a, b) => readFileSync(b, 'utf8').length - readFileSync(a, 'utf8').length);
    const code = readFileSync(largest!, 'utf8');
    const result = transform(code, largest!)!.code;
    expect(code).toMatch(/^var LocationContext = React\d*\.createContext\(/m);
    expect(result).toMatch(/^var LocationContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    expect(result).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(code).toMatch(/^Link\.displayName = "Link";$/m);
    expect(result).not.toMatch(/^[\w$]+\.displayName = /m);
  });

  it('writes class members set after a class into the class, and private fields’ stores as declarations', () => {
    const code = ['var _map;', 'var Boundary = class extends React2.Component {', '  render() {}', '};', 'Boundary.contextType = RSCContext;', '_map = new WeakMap();'].join('\n');
    expect(transform(code, '/n/react-router/dist/production/chunk-ABC.mjs')!.code).toBe(
      ['var _map;', 'var Boundary = class extends React2.Component {', '  static contextType = RSCContext;', '  render() {}', '};', '', 'var _map = /* @__PURE__ */ new WeakMap();'].join('\n'),
    );
  });

  it('leaves a member set on a class it cannot find as it is', () => {
    const code = 'Other.contextType = RSCContext;';
    expect(transform(code, '/n/react-router/dist/production/chunk-ABC.mjs')!.code).toBe(code);
  });

  it('leaves every other module alone, react-router’s development build included', () => {
    expect(transform('Link.displayName = "Link";', '/app/src/main.ts')).toBeNull();
    expect(transform('Link.displayName = "Link";', '/n/react-router/dist/development/chunk-ABC.mjs')).toBeNull();
  });
});
