import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from '@lettra/shared-ui/router';
import { StandaloneHarness } from '@lettra/shared-ui/standalone';
import '@lettra/shared-ui/standalone.css';
import GeneratorPanel from '../exposed/GeneratorPanel.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneHarness>
      <Routes>
        <Route
          path="*"
          element={
            <main className="gn:mx-auto gn:w-full gn:max-w-5xl gn:px-4 gn:py-8 gn:sm:px-6">
              <GeneratorPanel />
            </main>
          }
        />
      </Routes>
    </StandaloneHarness>
  </StrictMode>,
);
