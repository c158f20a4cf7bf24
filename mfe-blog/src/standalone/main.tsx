import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ExposedModule } from '@lettra/federation-config/remotes';
import { Navigate, Route, Routes } from '@lettra/shared-ui/router';
import { StandaloneHarness } from '@lettra/shared-ui/standalone';
import '@lettra/shared-ui/standalone.css';
import BlogArticlePage from '../exposed/BlogArticlePage.tsx';
import BlogListPage from '../exposed/BlogListPage.tsx';

// Every screen federation-config/remotes.ts lists for this remote, on the shell's paths: a screen renamed or
// added there and not here fails the typecheck.
const ROUTES: Record<ExposedModule<'mfe_blog'>, { path: string; Page: ComponentType }> = {
  BlogListPage: { path: '/blog', Page: BlogListPage },
  BlogArticlePage: { path: '/blog/:id', Page: BlogArticlePage },
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneHarness>
      <Routes>
        {Object.values(ROUTES).map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<Navigate to="/blog" replace />} />
      </Routes>
    </StandaloneHarness>
  </StrictMode>,
);
