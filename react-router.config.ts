import type { Config } from "@react-router/dev/config";
import { articlePrerenderPaths } from "./app/.server/commentary-files";
import { prerenderPaths } from "./app/content/pages";

export default {
  ssr: true,
  // The SSR build has three entries (vite.config.ts): each is written as build/server/<name>.js,
  // React Router's own as index.js.
  serverBuildFile: "[name].js",
  // Content screens and the forms every visitor gets alike (contact, sign-in) are rendered once at
  // build time and served as files, their posts still answered by the server; screens that depend
  // on the request (the Zone Navigator, the models, the signals list, unknown paths) stay on SSR.
  // Every commentary article is prerendered too.
  prerender: () => [...prerenderPaths(), ...articlePrerenderPaths()],
} satisfies Config;
