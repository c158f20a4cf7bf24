import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedSingletons } from './index.ts';

const shell = sharedSingletons(`${import.meta.dirname}/../shell`);
// shared-ui's version as its package states it: each change of its surface moves it (pnpm check:api).
const { version: sharedUiVersion } = JSON.parse(readFileSync(`${import.meta.dirname}/../shared-ui/package.json`, 'utf8')) as { version: string };

describe('sharedSingletons', () => {
  it('shares every module entry of shared-ui on its own, at shared-ui’s version', () => {
    const entries = Object.keys(shell).filter((key) => key.startsWith('@lettra/shared-ui'));
    expect(entries).toEqual(expect.arrayContaining(['@lettra/shared-ui', '@lettra/shared-ui/router', '@lettra/shared-ui/dialog']));
    for (const key of entries) expect(shell[key]).toMatchObject({ singleton: true, strictVersion: true, version: sharedUiVersion, requiredVersion: `^${sharedUiVersion}` });
  });

  it('never shares the development harness, the test helpers or a stylesheet', () => {
    expect(Object.keys(shell).filter((key) => /standalone|testing|\.css$/.test(key))).toEqual([]);
  });

  it('shares no letter component: @lettra/letter-ui is bundled into each remote that imports it', () => {
    const generator = sharedSingletons(`${import.meta.dirname}/../mfe-generator`, true);
    for (const shared of [shell, generator]) expect(Object.keys(shared).filter((key) => /letter-ui|letter-|why-this-sentence/.test(key))).toEqual([]);
  });

  it('makes a production remote take every shared module from the shell', () => {
    const remote = sharedSingletons(`${import.meta.dirname}/../mfe-blog`, true);
    expect(Object.keys(remote)).toEqual(Object.keys(shell));
    for (const share of Object.values(remote)) expect(share).toMatchObject({ import: false });
  });
});
