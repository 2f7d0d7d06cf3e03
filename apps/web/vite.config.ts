import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildMetaPlugin } from './build/build-meta-plugin';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), buildMetaPlugin()],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: {
      '/v1': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 600 },
});
