// Builds the server module (server/app.ts) and what the scripts use (server/cli.ts) for
// production; development loads the same modules through Vite (server.js --dev).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    ssr: true,
    target: "node20",
    outDir: "build/site-server",
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      input: { app: "server/app.ts", cli: "server/cli.ts" },
      output: { entryFileNames: "[name].js", format: "es" },
    },
  },
});
