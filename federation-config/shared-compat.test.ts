import { describe, expect, it } from 'vitest';
import { describeIncompatibility, incompatibilities, type FederationManifest } from './shared-compat.ts';

/** A manifest as a build writes it, reduced to what the check reads: name → [version, requiredVersion]. */
function manifest(name: string, shared: Record<string, [string, string]>): FederationManifest {
  return { name, shared: Object.entries(shared).map(([share, [version, requiredVersion]]) => ({ name: share, version, requiredVersion })) };
}

const shell = manifest('shell', {
  react: ['19.3.1', '^19.3.1'],
  '@lettra/shared-ui': ['2.1.0', '^2.1.0'],
  '@lettra/shared-ui/router': ['2.1.0', '^2.1.0'],
});

describe('incompatibilities', () => {
  it('accepts a remote built against an older shared-ui and React than the shell provides', () => {
    const older = manifest('mfe_blog', { react: ['19.0.0', '^19.0.0'], '@lettra/shared-ui': ['2.0.0', '^2.0.0'] });
    expect(incompatibilities(shell, older)).toEqual([]);
  });

  it('names the remote, the package, what it requires and what the shell provides when shared-ui is too old', () => {
    const newer = manifest('mfe_blog', { react: ['19.3.1', '^19.3.1'], '@lettra/shared-ui': ['2.2.0', '^2.2.0'] });
    const problems = incompatibilities(shell, newer);
    expect(problems).toEqual([{ remote: 'mfe_blog', share: '@lettra/shared-ui', required: '^2.2.0', provided: '2.1.0' }]);
    expect(problems.map(describeIncompatibility)).toEqual(['mfe_blog demande @lettra/shared-ui ^2.2.0, le shell fournit 2.1.0']);
  });

  it('refuses a new major version, which a caret range does not accept', () => {
    const major = manifest('mfe_account', { '@lettra/shared-ui/router': ['3.0.0', '^3.0.0'] });
    expect(incompatibilities(shell, major).map(describeIncompatibility)).toEqual([
      'mfe_account demande @lettra/shared-ui/router ^3.0.0, le shell fournit 2.1.0',
    ]);
  });

  it('says when the shell does not provide a shared package at all', () => {
    const withZustand = manifest('mfe_generator', { zustand: ['5.1.0', '^5.1.0'] });
    expect(incompatibilities(shell, withZustand).map(describeIncompatibility)).toEqual([
      'mfe_generator demande zustand ^5.1.0, le shell ne le fournit pas',
    ]);
  });

  it('ignores a share without a required version', () => {
    const loose: FederationManifest = { name: 'mfe_blog', shared: [{ name: 'zustand', version: '5.1.0', requiredVersion: false }] };
    expect(incompatibilities(shell, loose)).toEqual([]);
  });
});
