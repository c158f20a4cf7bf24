import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// CI machines have two busy cores: give findBy/waitFor room before calling a test failed.
configure({ asyncUtilTimeout: 4000 });
