// Writes the first-load checks (first-load-checks.ts) from the zod schemas themselves: the shell reads
// the session, the billing configuration, /remotes.json, the remotes' routes.json and every refusal on each first load, and zod's
// runtime there cost about 6 KiB gzipped on every page (docs/public-pages.md, 'First load'); /pages.json,
// read at the first navigation, is checked the same way rather than bring zod to it. The schemas stay
// the one source: `pnpm --filter @lettra/contracts generate:checks` writes the file again, and
// first-load-checks.test.ts fails when it no longer matches them. Imported by that script and the
// test only, never by an app (it brings zod).
import type { $ZodType } from 'zod/v4/core';
import { apiErrorBodySchema } from '../api-error.ts';
import { pageHeadsSchema, remoteMapSchema, remoteRoutesSchema } from '../front-builds.ts';
import { billingConfigSchema, sessionResponseSchema } from '../session.ts';

interface FirstLoadContract {
  /** The export of first-load-checks.ts. */
  check: string;
  schema: $ZodType;
  /** The schema's name and the type it infers, and the contract file both come from. */
  schemaName: string;
  type: string;
  from: string;
}

export const FIRST_LOAD_CONTRACTS: readonly FirstLoadContract[] = [
  { check: 'sessionResponseCheck', schema: sessionResponseSchema, schemaName: 'sessionResponseSchema', type: 'SessionResponse', from: '../session.ts' },
  { check: 'billingConfigCheck', schema: billingConfigSchema, schemaName: 'billingConfigSchema', type: 'BillingConfig', from: '../session.ts' },
  { check: 'apiErrorBodyCheck', schema: apiErrorBodySchema, schemaName: 'apiErrorBodySchema', type: 'ApiErrorBody', from: '../api-error.ts' },
  { check: 'remoteMapCheck', schema: remoteMapSchema, schemaName: 'remoteMapSchema', type: 'RemoteMap', from: '../front-builds.ts' },
  { check: 'remoteRoutesCheck', schema: remoteRoutesSchema, schemaName: 'remoteRoutesSchema', type: 'RemoteRoutes', from: '../front-builds.ts' },
  { check: 'pageHeadsCheck', schema: pageHeadsSchema, schemaName: 'pageHeadsSchema', type: 'PageHeads', from: '../front-builds.ts' },
];

/** What the generator reads of a schema's definition (zod's `_zod.def`). */
interface SchemaDef {
  type: string;
  shape?: Record<string, $ZodType>;
  innerType?: $ZodType;
  keyType?: $ZodType;
  valueType?: $ZodType;
  element?: $ZodType;
  entries?: Record<string, unknown>;
  checks?: readonly { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
}

/** What the generator reads of a check on a string (zod's `_zod.def` of `minLength`, `maxLength`, `regex`). */
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: RegExp;
}

/** Formats zod checks by their pattern alone; any other (an e-mail, a URL, a refinement) is refused. */
const PATTERN_FORMATS = new Set(['datetime']);

class ChecksWriter {
  readonly helpers = new Set<string>(['answerCheck']);
  /** One constant per distinct format pattern, written once at the top. */
  readonly formats = new Map<string, { name: string; format: string; pattern: RegExp }>();

  source(schema: $ZodType, where: string): string {
    const def = schema._zod.def as SchemaDef;
    const unsupported = (what: string) => new Error(`${where}: ${what} n’a pas de check léger (light-checks/light-check.ts)`);
    if (def.checks?.length && (def.type !== 'string' || def.format !== undefined)) throw unsupported(`${def.type} avec des vérifications`);
    switch (def.type) {
      case 'string':
        if (def.checks?.length) return this.text(def.checks, unsupported);
        if (def.format === undefined) return this.use('string');
        if (!PATTERN_FORMATS.has(def.format) || !def.pattern) throw unsupported(`le format ${def.format}`);
        return this.formatConstant(def.format, def.pattern);
      case 'enum': {
        const values = Object.values(def.entries!);
        if (!values.every((value) => typeof value === 'string' && /^[^'\\]*$/.test(value))) throw unsupported('un enum autre que de textes simples');
        return `${this.use('oneOf')}([${values.map((value) => `'${String(value)}'`).join(', ')}])`;
      }
      case 'array':
        return `${this.use('array')}(${this.source(def.element!, `${where}[]`)})`;
      case 'unknown':
        return this.use('unknown');
      case 'boolean':
        return this.use('boolean');
      case 'nullable':
      case 'optional':
        return `${this.use(def.type)}(${this.source(def.innerType!, where)})`;
      case 'record': {
        if ((def.keyType!._zod.def as SchemaDef).type !== 'string') throw unsupported('une clé autre que string');
        const key = this.source(def.keyType!, `${where}[clé]`);
        const value = this.source(def.valueType!, `${where}[]`);
        return `${this.use('record')}(${value}${key === 'string' ? '' : `, ${key}`})`;
      }
      case 'object': {
        const fields = Object.entries(def.shape!).map(([key, field]) => `${key}: ${this.source(field, `${where}.${key}`)}`);
        return `${this.use('object')}({ ${fields.join(', ')} })`;
      }
      default:
        throw unsupported(`le type ${def.type}`);
    }
  }

  /** A string under length and pattern checks; any other check (a trim, an e-mail, a refinement) is refused. */
  private text(checks: NonNullable<SchemaDef['checks']>, unsupported: (what: string) => Error): string {
    let min = 0;
    let max = Infinity;
    let pattern: RegExp | undefined;
    for (const { _zod } of checks) {
      const check = _zod.def;
      if (check.check === 'min_length') min = Math.max(min, check.minimum!);
      else if (check.check === 'max_length') max = Math.min(max, check.maximum!);
      // A global or sticky pattern remembers where it stopped: zod resets it, a plain test would not.
      else if (check.check === 'string_format' && check.format === 'regex' && !pattern && !/[gy]/.test(check.pattern!.flags)) pattern = check.pattern;
      else throw unsupported(`la vérification ${check.format ?? check.check}`);
    }
    return `${this.use('text')}(${min}, ${max}${pattern ? `, ${pattern.toString()}` : ''})`;
  }

  private use(helper: string): string {
    this.helpers.add(helper);
    return helper;
  }

  private formatConstant(format: string, pattern: RegExp): string {
    const known = this.formats.get(pattern.source);
    if (known) return known.name;
    const name = this.formats.size === 0 ? format : `${format}${this.formats.size + 1}`;
    this.formats.set(pattern.source, { name, format, pattern });
    this.use('matching');
    return name;
  }
}

/** The text of first-load-checks.ts for the schemas of FIRST_LOAD_CONTRACTS. */
export function firstLoadChecksModule(): string {
  const writer = new ChecksWriter();
  const checks = FIRST_LOAD_CONTRACTS.map(
    ({ check, schema, schemaName, type }) =>
      `/** \`${schemaName}\` */\nexport const ${check}: AnswerCheck<${type}> = answerCheck(${writer.source(schema, schemaName)});\n`,
  );
  const typesByFile = new Map<string, string[]>();
  for (const { from, type } of FIRST_LOAD_CONTRACTS) typesByFile.set(from, [...(typesByFile.get(from) ?? []), type]);
  const typeImports = [...typesByFile]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, types]) => `import type { ${types.sort().join(', ')} } from '${from}';\n`);
  const helpers = [...writer.helpers].sort();
  const formats = [...writer.formats.values()].map(
    ({ name, format, pattern }) => `const ${name} = matching('${format}', ${pattern.toString()});\n`,
  );
  return [
    '// Generated from the zod schemas named below by light-checks/generate.ts\n',
    '// (`pnpm --filter @lettra/contracts generate:checks`); first-load-checks.test.ts fails when it no\n',
    '// longer matches them. Do not edit: change the schema and generate again.\n\n',
    ...typeImports,
    `import { ${helpers.join(', ')}, type AnswerCheck } from './light-check.ts';\n\n`,
    ...formats,
    formats.length ? '\n' : '',
    checks.join('\n'),
  ].join('');
}
