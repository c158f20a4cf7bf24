import { defineConfig } from 'vite';
import { remoteViteConfig } from '@lettra/federation-config/vite';

export default defineConfig(({ command }) => remoteViteConfig({ name: 'mfe_account', appDir: import.meta.dirname }, command));
