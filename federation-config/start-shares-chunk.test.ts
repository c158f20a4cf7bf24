import { describe, expect, it } from 'vitest';
import { isStartShareWrapper } from './start-shares-chunk.ts';

// Module ids as the federation plugin names its wrappers in mfe-marketing's production build.
const wrapper = (encoded: string) => `virtual:mf:__mfe_internal__mfe_marketing__mf_owner__152665400127260__loadShare__${encoded}__loadShare__.js`;

describe('the start shares chunk', () => {
  it.each([
    ['react', 'react'],
    ['react/jsx-runtime', 'react_mf_1_jsx_mf_2_runtime'],
    ['@lettra/shared-ui', '_mf_0_lettra_mf_1_shared_mf_2_ui'],
    ['@lettra/shared-ui/router', '_mf_0_lettra_mf_1_shared_mf_2_ui_mf_1_router'],
  ])('takes the wrapper of %s', (_name, encoded) => {
    expect(isStartShareWrapper(wrapper(encoded))).toBe(true);
  });

  it.each([
    ['a share taken later', wrapper('_mf_0_lettra_mf_1_shared_mf_2_ui_mf_1_accordion')],
    ['react-dom', wrapper('react_mf_2_dom')],
    ['an app module', '/home/dev/lettra/mfe-marketing/src/components/SectionHeader.tsx'],
  ])('leaves %s alone', (_what, id) => {
    expect(isStartShareWrapper(id)).toBe(false);
  });
});
