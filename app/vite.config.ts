import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = process.env.DATACARE_BACKEND ?? 'http://127.0.0.1:8080';

/**
 * The app's build (served by the server from app/dist) and its dev server, which proxies the API
 * to a running server so the session cookie stays first-party (npm run dev starts both).
 */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/backend': { target: backend, changeOrigin: false },
      '/health': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Vendors change rarely: a separate chunk keeps them cached across releases.
        manualChunks: (id: string) => (id.includes('node_modules') ? 'vendor' : undefined),
      },
    },
  },
});
