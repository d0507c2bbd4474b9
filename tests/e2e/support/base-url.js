// The address of the browser tests' server: the configuration starts it there, and a page the
// tests create themselves resolves its paths against it.
export const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;
