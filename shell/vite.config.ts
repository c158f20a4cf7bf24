import { defineConfig } from 'vite';
import { devRemotesManifest, shellViteConfig } from '@lettra/federation-config/vite';

export default defineConfig(shellViteConfig({ appDir: import.meta.dirname, plugins: [devRemotesManifest()] }));
