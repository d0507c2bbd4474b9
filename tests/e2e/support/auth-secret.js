// The key that signs the e2e server's session cookies (it runs on PostgreSQL, where the server
// requires AUTH_SECRET); the fixtures that sign advisors in directly sign with it too.
export const E2E_AUTH_SECRET = "the key of the browser tests' server, 32+ characters";
