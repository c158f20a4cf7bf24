import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ExposedModule } from '@lettra/federation-config/remotes';
import { Navigate, Route, Routes } from '@lettra/shared-ui/router';
import { StandaloneHarness } from '@lettra/shared-ui/standalone';
import '@lettra/shared-ui/standalone.css';
import BlogArticlePage from '../exposed/BlogArticlePage.tsx';
import BlogListPage from '../exposed/BlogListPage.tsx';
import { ROUTES } from '../routes.ts';

// Every screen federation-config/remotes.ts lists for this remote (a screen renamed or added there and not
// here fails the typecheck), on the paths its routes declare, as the shell serves them.
const SCREENS: Record<ExposedModule<'mfe_blog'>, ComponentType> = { BlogListPage, BlogArticlePage };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneHarness>
      <Routes>
        {ROUTES.map(({ path, screen }) => {
          const Page = SCREENS[screen];
          return <Route key={path} path={path} element={<Page />} />;
        })}
        <Route path="*" element={<Navigate to="/blog" replace />} />
      </Routes>
    </StandaloneHarness>
  </StrictMode>,
);
