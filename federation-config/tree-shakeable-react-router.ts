// Build-only: react-router's production build is one large module whose top level creates its contexts,
// components and constants with calls a bundler cannot prove free of effects (`React.createContext(…)`,
// `React.forwardRef(…)`, `new URL(…)`…), names them for React's developer tools
// (`Link.displayName = "Link"`) and sets class members after the class. Each such statement is kept, and with it whatever it references: the
// shell's router entry, which takes eleven of its exports, carried its data routers, forms, fetchers
// and prefetching too. Marked pure and unnamed, what no export reaches is left out
// (docs/public-pages.md 'First load').
import type { Plugin } from 'vite';

const MODULE = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;
/** A top-level constant made by a call with no effect but its value. */
const PURE_AT_TOP_LEVEL = /^(var [\w$]+ = )((?:React\d*\.(?:createContext|forwardRef|memo)|new (?:URL|Set|WeakMap|TextEncoder)|Object\.getOwnPropertyNames)\()/gm;
/** `X.displayName = "…";` on a line of its own: a name for developer tools only. */
const DISPLAY_NAME = /^[\w$]+\.displayName = (?:"[^"\n]*"|'[^'\n]*');$/gm;
/** A private field's store, declared above and filled here: a declaration of its own, which can go unused. */
const WEAK_MAP_STORE = /^(_[\w$]+) = new WeakMap\(\);$/gm;
/** `C.contextType = X;` after the class: written into the class as a static field instead. */
const CONTEXT_TYPE = /^([\w$]+)\.contextType = ([\w$]+);$/gm;

/** Each `C.contextType = X;` moved into `var C = class … {` as `static contextType = X;`, when that class is in the module. */
function contextTypesInClasses(code: string): string {
  let moved = code;
  for (const [statement, name, context] of code.matchAll(CONTEXT_TYPE)) {
    const opening = new RegExp(`^var ${name!.replace(/\$/g, '\\$')} = class extends [^{\\n]+\\{$`, 'm');
    if (!opening.test(moved)) continue;
    moved = moved.replace(opening, (line) => `${line}\n  static contextType = ${context};`).replace(statement, '');
  }
  return moved;
}

export function treeShakeableReactRouter(): Plugin {
  return {
    name: 'lettra-tree-shakeable-react-router',
    apply: 'build',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      const marked = code
        .replace(PURE_AT_TOP_LEVEL, '$1/* @__PURE__ */ $2')
        .replace(DISPLAY_NAME, '')
        .replace(WEAK_MAP_STORE, 'var $1 = /* @__PURE__ */ new WeakMap();');
      return { code: contextTypesInClasses(marked), map: null };
    },
  };
}
