// The reference build: one bundle (no federation, no code splitting), compressed like the apps.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginPrecompress } from '../../scripts/compress';

export default defineConfig({
  plugins: [pluginReact(), pluginPrecompress()],
  source: { entry: { index: './src/index.tsx' } },
  html: {
    title: 'Iniciar sesión · Referencia',
    template: './src/index.html',
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  output: { cleanDistPath: true },
});
