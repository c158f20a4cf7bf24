import { defineConfig } from 'vite';
import { remoteViteConfig } from '@lettra/federation-config/vite';

export default defineConfig(({ command }) => remoteViteConfig({ name: 'mfe_blog', appDir: import.meta.dirname, pages: 'src/page-heads/page-heads.ts', prerender: 'src/prerender/prerendered-pages.tsx' }, command));
