// The few building blocks the generated first-load checks are made of (first-load-checks.ts): plain
// functions, no schema library, so the shell reads the answers of every first load without zod's
// runtime. Each block mirrors what zod does for the same schema kind (an object keeps only its listed
// keys, an optional key absent stays absent); first-load-checks.test.ts holds them to zod's answers.

/** Where an answer broke its contract: the path to the value and what was expected there. */
export interface CheckIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** The value as its contract reads it; anything off it is added to `issues` (the value is then dropped). */
export type Check<T> = (value: unknown, path: readonly PropertyKey[], issues: CheckIssue[]) => T;

/** Zod's `safeParse` shape, what shared-ui's `readAnswer` takes. */
export interface AnswerCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly CheckIssue[] } };
}

// The value returned after an issue is never read: `answerCheck` answers the issues instead.
function refuse(issues: CheckIssue[], path: readonly PropertyKey[], expected: string): never {
  issues.push({ path, message: `attendu : ${expected}` });
  return undefined as never;
}

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const string: Check<string> = (value, path, issues) =>
  typeof value === 'string' ? value : refuse(issues, path, 'string');

export const boolean: Check<boolean> = (value, path, issues) =>
  typeof value === 'boolean' ? value : refuse(issues, path, 'boolean');

/** A string held to zod's length and pattern checks (`minLength`, `maxLength`, `regex`). */
export const text =
  (min: number, max: number, pattern?: RegExp): Check<string> =>
  (value, path, issues) =>
    typeof value === 'string' && value.length >= min && value.length <= max && (!pattern || pattern.test(value))
      ? value
      : refuse(issues, path, `string de ${min} à ${max} caractères${pattern ? ` ${pattern}` : ''}`);

/** One of an enum's values. */
export const oneOf =
  <const T extends readonly (string | number)[]>(values: T): Check<T[number]> =>
  (value, path, issues) => {
    const known = values.find((candidate) => candidate === value);
    return known === undefined ? refuse(issues, path, values.join(' | ')) : known;
  };

/** Any value, as `z.unknown()` takes it (inside a record: structured data written as it is). */
export const unknown: Check<unknown> = (value) => value;

/** A string of a format zod checks by its pattern alone (an ISO instant). */
export const matching =
  (format: string, pattern: RegExp): Check<string> =>
  (value, path, issues) =>
    typeof value === 'string' && pattern.test(value) ? value : refuse(issues, path, format);

export const nullable =
  <T>(inner: Check<T>): Check<T | null> =>
  (value, path, issues) =>
    value === null ? null : inner(value, path, issues);

export const optional =
  <T>(inner: Check<T>): Check<T | undefined> =>
  (value, path, issues) =>
    value === undefined ? undefined : inner(value, path, issues);

/** A JSON object: its listed keys only, an absent optional key left absent. */
export const object =
  <S extends Record<string, Check<unknown>>>(shape: S): Check<{ [K in keyof S]: ReturnType<S[K]> }> =>
  (value, path, issues) => {
    if (!isRecord(value)) return refuse(issues, path, 'object');
    const read: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const field = check(value[key], [...path, key], issues);
      if (field !== undefined || key in value) read[key] = field;
    }
    return read as { [K in keyof S]: ReturnType<S[K]> };
  };

/** A string record; its keys held to `key` when the schema checks them (a non-empty name). */
export const record =
  <T>(inner: Check<T>, key?: Check<string>): Check<Record<string, T>> =>
  (value, path, issues) => {
    if (!isRecord(value)) return refuse(issues, path, 'object');
    const read: Record<string, T> = {};
    for (const [name, field] of Object.entries(value)) {
      key?.(name, [...path, name], issues);
      read[name] = inner(field, [...path, name], issues);
    }
    return read;
  };

export const array =
  <T>(inner: Check<T>): Check<T[]> =>
  (value, path, issues) =>
    Array.isArray(value) ? value.map((item, index) => inner(item, [...path, index], issues)) : refuse(issues, path, 'array');

export function answerCheck<T>(check: Check<T>): AnswerCheck<T> {
  return {
    safeParse(value) {
      const issues: CheckIssue[] = [];
      const data = check(value, [], issues);
      return issues.length === 0 ? { success: true, data } : { success: false, error: { issues } };
    },
  };
}
