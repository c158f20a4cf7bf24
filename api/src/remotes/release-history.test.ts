import { describe, expect, it } from 'vitest';
import { formatHistory, historyLine, parseHistory, planRelease, planRollback, releaseStack, type ReleaseEntry } from './release-history.ts';

const cdn = (version: string) => `https://cdn.example/mfe-blog/${version}/mf-manifest.json`;
const AT = new Date('2026-11-26T10:00:00.000Z');
const MAP = { mfe_blog: cdn('v1'), mfe_marketing: 'https://cdn.example/mfe-marketing/v7/mf-manifest.json' };

/** The history a sequence of plans leaves, and the map it ends with. */
function replay(steps: Array<{ release: string } | 'rollback'>) {
  let map: Record<string, string> = MAP;
  const history: ReleaseEntry[] = [];
  for (const step of steps) {
    const plan =
      step === 'rollback'
        ? planRollback({ map, history, remote: 'mfe_blog', at: AT })
        : planRelease({ map, remote: 'mfe_blog', manifest: step.release, at: AT });
    if (!plan.ok) throw new Error(plan.reason);
    map = plan.map;
    history.push(plan.entry);
  }
  return { map, history };
}

describe('planRelease', () => {
  it('points the remote at the new manifest, leaves the others, and records what it replaced', () => {
    const plan = planRelease({ map: MAP, remote: 'mfe_blog', manifest: cdn('v2'), at: AT });
    expect(plan).toEqual({
      ok: true,
      map: { ...MAP, mfe_blog: cdn('v2') },
      entry: { at: '2026-11-26T10:00:00.000Z', action: 'release', remote: 'mfe_blog', manifest: cdn('v2'), previous: cdn('v1') },
    });
  });

  it('releases a remote the map did not have yet, with nothing before it', () => {
    const plan = planRelease({ map: {}, remote: 'mfe_account', manifest: 'https://cdn.example/a/mf-manifest.json', at: AT });
    expect(plan.ok && plan.entry.previous).toBeNull();
  });

  it('refuses a name that is not a remote of Lettra, and the version already in service', () => {
    expect(planRelease({ map: MAP, remote: 'mfe_blgo', manifest: cdn('v2'), at: AT })).toEqual({
      ok: false,
      reason: "mfe_blgo n'est pas un remote de Lettra (remotes connus : mfe_marketing, mfe_generator, mfe_account, mfe_blog).",
    });
    expect(planRelease({ map: MAP, remote: 'mfe_blog', manifest: cdn('v1'), at: AT })).toMatchObject({ ok: false, reason: expect.stringContaining('déjà servi') });
  });
});

describe('planRollback', () => {
  it('returns to the version the last release replaced', () => {
    const { map, history } = replay([{ release: cdn('v2') }]);
    const plan = planRollback({ map, history, remote: 'mfe_blog', at: AT });
    expect(plan).toMatchObject({ ok: true, map: MAP, entry: { action: 'rollback', manifest: cdn('v1'), previous: cdn('v2') } });
  });

  it('walks back one release per rollback, then refuses when none is left', () => {
    const { map, history } = replay([{ release: cdn('v2') }, { release: cdn('v3') }, 'rollback', 'rollback']);
    expect(map.mfe_blog).toBe(cdn('v1'));
    expect(releaseStack(history, 'mfe_blog')).toEqual([cdn('v1')]);
    expect(planRollback({ map, history, remote: 'mfe_blog', at: AT })).toMatchObject({ ok: false, reason: expect.stringContaining('pas de version précédente') });
  });

  it('after a rollback, a new release is rolled back to the version in service before it', () => {
    const { map, history } = replay([{ release: cdn('v2') }, 'rollback', { release: cdn('v3') }, 'rollback']);
    expect(map.mfe_blog).toBe(cdn('v1'));
    expect(releaseStack(history, 'mfe_blog')).toEqual([cdn('v1')]);
  });

  it('refuses without any release of that remote, and when the map was changed by hand since the last one', () => {
    expect(planRollback({ map: MAP, history: [], remote: 'mfe_blog', at: AT })).toMatchObject({ ok: false, reason: expect.stringContaining('Aucune release de mfe_blog') });
    const { history } = replay([{ release: cdn('v2') }]);
    const edited = { ...MAP, mfe_blog: cdn('v9') };
    expect(planRollback({ map: edited, history, remote: 'mfe_blog', at: AT })).toMatchObject({
      ok: false,
      reason: expect.stringContaining(`sert ${cdn('v9')} pour mfe_blog, pas ${cdn('v2')}`),
    });
  });

  it('keeps each remote’s history apart', () => {
    const { map, history } = replay([{ release: cdn('v2') }]);
    expect(planRollback({ map, history, remote: 'mfe_marketing', at: AT }).ok).toBe(false);
  });
});

describe('the history file', () => {
  it('reads back the lines it writes, and names the line it cannot read', () => {
    const { history } = replay([{ release: cdn('v2') }, 'rollback']);
    const text = history.map(historyLine).join('');
    expect(parseHistory(text)).toEqual(history);
    expect(parseHistory('')).toEqual([]);
    expect(() => parseHistory(`${text}{"at":"hier"}\n`)).toThrow('ligne 3');
  });

  it('lists releases and rollbacks with their dates, for every remote or one', () => {
    const { history } = replay([{ release: cdn('v2') }, 'rollback']);
    expect(formatHistory(history)).toEqual([
      `2026-11-26 10:00:00 UTC  release   mfe_blog  ${cdn('v2')}  (avant : ${cdn('v1')})`,
      `2026-11-26 10:00:00 UTC  rollback  mfe_blog  ${cdn('v1')}  (avant : ${cdn('v2')})`,
    ]);
    expect(formatHistory(history, 'mfe_marketing')).toEqual([]);
  });
});
