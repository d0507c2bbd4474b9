// React Router's server build: a module its Vite plugin provides, in the SSR build (as the
// `index` entry beside this server module) and under Vite in development. Typed where it is
// imported (server/app.ts) as the ServerBuild it is.
declare module "virtual:react-router/server-build";
