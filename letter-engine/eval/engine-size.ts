/// <reference types="node" />
// The engine's size: source lines and regular expressions per folder of src/ (tests and JSON data left
// out), so a refactor can say what it removed. `pnpm --filter ./letter-engine size`.
import { readdirSync, readFileSync } from 'node:fs';

const SRC = new URL('../src/', import.meta.url);

// A regex literal can start where an expression can: after an operator, an opening bracket or one of these words.
const BEFORE_EXPRESSION = /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\b(?:return|typeof|case|of|in|void|yield|await))\s*$/;

/** Regex literals and `RegExp(…)` constructions: each is one regular expression the engine holds. */
function regexCount(text: string): number {
  let count = 0;
  let code = '';
  // Open template literals, each with the depth of braces its `${` opened at.
  const templates: number[] = [];
  let braces = 0;
  let index = 0;
  const skipQuoted = (quote: string): void => {
    for (index += 1; index < text.length && text[index] !== quote; index += 1) if (text[index] === '\\') index += 1;
    index += 1;
  };
  const skipTemplate = (): void => {
    while (index < text.length) {
      const char = text[index];
      if (char === '\\') index += 2;
      else if (char === '`') {
        index += 1;
        templates.pop();
        return;
      } else if (char === '$' && text[index + 1] === '{') {
        index += 2;
        braces += 1;
        return;
      } else index += 1;
    }
  };
  while (index < text.length) {
    const char = text[index] ?? '';
    const next = text[index + 1];
    if (char === '/' && next === '/') index = text.indexOf('\n', index) === -1 ? text.length : text.indexOf('\n', index);
    else if (char === '/' && next === '*') index = text.indexOf('*/', index + 2) + 2;
    else if (char === "'" || char === '"') {
      skipQuoted(char);
      code += ' 0';
    } else if (char === '`') {
      templates.push(braces);
      index += 1;
      skipTemplate();
      code += ' 0';
    } else if (char === '}' && templates.length > 0 && templates[templates.length - 1] === braces - 1) {
      braces -= 1;
      index += 1;
      skipTemplate();
      code += ' 0';
    } else if (char === '/' && BEFORE_EXPRESSION.test(code.slice(-12))) {
      count += 1;
      let inClass = false;
      for (index += 1; index < text.length && (inClass || text[index] !== '/'); index += 1) {
        if (text[index] === '\\') index += 1;
        else if (text[index] === '[') inClass = true;
        else if (text[index] === ']') inClass = false;
      }
      index += 1;
      code += ' 0';
    } else {
      if (text.startsWith('RegExp(', index) && !/\w/.test(text[index - 1] ?? '')) count += 1;
      if (char === '{') braces += 1;
      if (char === '}') braces -= 1;
      code = (code + char).slice(-40);
      index += 1;
    }
  }
  return count;
}

const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
  .sort();
const folders = new Map<string, { lines: number; regexes: number }>();
for (const path of sources) {
  const text = readFileSync(new URL(path, SRC), 'utf8');
  const folder = path.includes('/') ? path.slice(0, path.indexOf('/')) : '.';
  const size = folders.get(folder) ?? { lines: 0, regexes: 0 };
  size.lines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  size.regexes += regexCount(text);
  folders.set(folder, size);
}

const total = [...folders.values()].reduce((sum, size) => ({ lines: sum.lines + size.lines, regexes: sum.regexes + size.regexes }), { lines: 0, regexes: 0 });
const row = (name: string, size: { lines: number; regexes: number }) => `${name.padEnd(16)}${String(size.lines).padStart(7)}${String(size.regexes).padStart(9)}`;
console.log([`${'folder'.padEnd(16)}${'lines'.padStart(7)}${'regexes'.padStart(9)}`, ...[...folders].map(([name, size]) => row(name, size)), row('total', total)].join('\n'));
