// Server state goes through the page's query cache (@lettra/shared-ui/query, docs/architecture.md
// 'State'): a request started by an effect is a cache of its own, with keys written by hand, nothing
// shared between screens and the refresh after a change done by hand. This rule finds such requests
// inside a `useEffect` or `useLayoutEffect` callback: `fetch`, shared-ui's `apiRequest` and `apiFetch`,
// any function imported from an `api/` folder (one file per request, docs/architecture.md), and any
// function of the same file that calls one of those (`const fetchSession = () => apiRequest(…)`, a
// `useEffectEvent` that sends a request).

const EFFECTS = new Set(['useEffect', 'useLayoutEffect']);
const CLIENT = new Set(['apiRequest', 'apiFetch']);
const API_FOLDER = /(^|\/)api\//;

const named = (callee, names) =>
  (callee.type === 'Identifier' && names.has(callee.name)) ||
  (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && names.has(callee.property.name));

const isFetch = (callee) =>
  (callee.type === 'Identifier' && callee.name === 'fetch') ||
  (callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    ['window', 'globalThis'].includes(callee.object.name) &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'fetch');

/** The name a function is declared under (`function f`, `const f = …`), for the ancestors of a call. */
function declaredName(node) {
  if (node.type === 'FunctionDeclaration' && node.id) return node.id.name;
  if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier') return node.id.name;
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids api requests inside useEffect: read and change server state through @lettra/shared-ui/query.' },
    schema: [],
    messages: {
      request:
        '« {{name}} » envoie une requête depuis un useEffect : passez par useQuery ou useMutation de @lettra/shared-ui/query (docs/architecture.md « State »).',
    },
  },
  create(context) {
    /** Local names of the request functions this file imports. */
    const imported = new Set();
    /** Functions of this file that send a request themselves. */
    const senders = new Set();
    /** Calls made inside an effect's callback, judged once the whole file is read. */
    const inEffects = [];
    const isEffectCallback = (node) =>
      node.parent.type === 'CallExpression' && node.parent.arguments[0] === node && named(node.parent.callee, EFFECTS);

    return {
      ImportDeclaration(node) {
        const fromApiFolder = API_FOLDER.test(node.source.value);
        for (const specifier of node.specifiers) {
          const name = specifier.type === 'ImportSpecifier' ? specifier.imported.name : null;
          if (fromApiFolder || (name && CLIENT.has(name))) imported.add(specifier.local.name);
        }
      },
      CallExpression(node) {
        const ancestors = context.sourceCode.getAncestors(node);
        const { callee } = node;
        const direct = isFetch(callee) || (callee.type === 'Identifier' && imported.has(callee.name));
        if (direct) for (const ancestor of ancestors) if (declaredName(ancestor)) senders.add(declaredName(ancestor));
        if (ancestors.some((ancestor) => (ancestor.type === 'ArrowFunctionExpression' || ancestor.type === 'FunctionExpression') && isEffectCallback(ancestor))) {
          inEffects.push(node);
        }
      },
      'Program:exit'() {
        for (const node of inEffects) {
          const { callee } = node;
          const name = isFetch(callee) ? 'fetch' : callee.type === 'Identifier' ? callee.name : null;
          if (name && (name === 'fetch' || imported.has(name) || senders.has(name))) context.report({ node, messageId: 'request', data: { name } });
        }
      },
    };
  },
};
