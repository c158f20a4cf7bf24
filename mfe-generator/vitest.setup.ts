import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module-level store: without this they leak into the next test.
  act(() => void toast.dismiss());
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// CI machines have two busy cores: give findBy/waitFor room before calling a test failed.
configure({ asyncUtilTimeout: 4000 });
