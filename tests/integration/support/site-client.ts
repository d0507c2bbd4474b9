// Requests to a running server as a browser's form would send them, from a client address of
// the test's choosing (the server trusts X-Forwarded-For from loopback in these tests).
export type FormPost = { client?: string; cookie?: string; headers?: Record<string, string> };

export function postForm(baseURL: string, pathname: string, fields: Record<string, string>, options: FormPost = {}) {
  return fetch(baseURL + pathname, {
    method: "POST",
    headers: {
      Origin: baseURL,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(options.client ? { "X-Forwarded-For": options.client } : {}),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** Register an advisor through the form; the address is made unique. */
export async function register(baseURL: string, name: string, password = "blue kettle morning 42") {
  const email = `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@advisors.example`;
  const person = { firstName: "Frank", lastName: "Ostrander", firmName: "Ostrander Capital" };
  const response = await postForm(
    baseURL,
    "/signup",
    { ...person, email, password, terms: "on", attestation: "on" },
    { client: "192.0.2.200" },
  );
  if (response.status !== 200) throw new Error(`registration answered ${response.status}`);
  return { email, password };
}

/** The token of the first link to `pathname` in a mail's text. */
export function tokenIn(text: string | null, pathname: string): string {
  const token = new RegExp(`${pathname}\\?token=([\\w-]{43})`).exec(text ?? "")?.[1];
  if (!token) throw new Error(`no ${pathname} link in the mail`);
  return token;
}
