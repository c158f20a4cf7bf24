import { defineConfig } from 'vitest/config';
import { domTest } from '../vitest.dom.ts';

export default defineConfig({ test: domTest });
