// Builds the web app: root frontend/, output frontend/dist, the same @/ and @shared/ aliases as tsconfig and jest.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { PRODUCT_NAME as APP_NAME } from '../shared/brand';
import { pwa } from './pwa/vite-plugin';

const frontend = __dirname;

/** index.html says %APP_NAME% so the product name is written once. */
const productName: Plugin = {
  name: 'product-name',
  transformIndexHtml: (html) => html.replaceAll('%APP_NAME%', APP_NAME),
};

export default defineConfig({
  root: frontend,
  plugins: [react(), productName, pwa()],
  resolve: {
    alias: {
      '@': resolve(frontend, 'src'),
      '@shared': resolve(frontend, '..', 'shared'),
    },
  },
  build: {
    outDir: resolve(frontend, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
  },
});
