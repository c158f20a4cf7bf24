import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

afterEach(() => {
  // sonner keeps its toasts in a module-level store and replays the active ones to the next Toaster.
  toast.dismiss();
  cleanup();
});

// CI machines have two busy cores: give findBy/waitFor room before calling a test failed.
configure({ asyncUtilTimeout: 4000 });
