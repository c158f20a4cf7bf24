import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from '@lettra/shared-ui/router';
import { StandaloneHarness } from '@lettra/shared-ui/standalone';
import '@lettra/shared-ui/standalone.css';
import BlogArticlePage from '../exposed/BlogArticlePage.tsx';
import BlogListPage from '../exposed/BlogListPage.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneHarness>
      <Routes>
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:id" element={<BlogArticlePage />} />
        <Route path="*" element={<Navigate to="/blog" replace />} />
      </Routes>
    </StandaloneHarness>
  </StrictMode>,
);
