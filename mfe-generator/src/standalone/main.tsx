import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ExposedModule } from '@lettra/federation-config/remotes';
import { Route, Routes } from '@lettra/shared-ui/router';
import { StandaloneHarness } from '@lettra/shared-ui/standalone';
import '@lettra/shared-ui/standalone.css';
import GeneratorPanel from '../exposed/GeneratorPanel.tsx';

// Every screen federation-config/remotes.ts lists for this remote: a screen renamed or added there and
// not here fails the typecheck.
const SCREENS: Record<ExposedModule<'mfe_generator'>, ComponentType> = { GeneratorPanel };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneHarness>
      <Routes>
        <Route
          path="*"
          element={
            <main className="gn:mx-auto gn:w-full gn:max-w-5xl gn:px-4 gn:py-8 gn:sm:px-6">
              <SCREENS.GeneratorPanel />
            </main>
          }
        />
      </Routes>
    </StandaloneHarness>
  </StrictMode>,
);
