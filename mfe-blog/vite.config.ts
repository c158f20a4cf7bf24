import { defineConfig } from 'vite';
import { remoteViteConfig } from '@lettra/federation-config/vite';
import { exposes } from './module-federation.config.ts';

export default defineConfig(({ command }) => remoteViteConfig({ name: 'mfe_blog', appDir: import.meta.dirname, exposes, pages: 'src/page-heads/page-heads.ts', prerender: 'src/prerender/prerendered-pages.tsx' }, command));
