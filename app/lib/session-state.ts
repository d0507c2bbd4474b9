// Who is signed in, as the header shows it on every page, prerendered ones included: the
// server's HTML always shows Login and Sign Up; after load, a browser holding the sign-in hint
// cookie asks /session.json (same origin, no cache) and the header follows its answer.
import { useSyncExternalStore } from "react";
import { SIGN_IN_HINT as HINT } from "./sign-in-hint";

export type SessionView =
  | { state: "anonymous" }
  /** The hint says signed in; the answer is on its way. */
  | { state: "checking" }
  | { state: "signed-in"; name: string; firmName: string; email?: string };

const anonymous: SessionView = { state: "anonymous" };

/** Whether this browser holds the sign-in hint: it changes on every sign-in and sign-out. */
export const hasSignInHint = () => HINT.test(document.cookie);

let current: SessionView | undefined;
const listeners = new Set<() => void>();

function set(view: SessionView) {
  current = view;
  for (const listener of listeners) listener();
}

/** Ask the server again (after sign-in or sign-out, or on first use). */
export async function refreshSession(): Promise<void> {
  if (!HINT.test(document.cookie)) return set(anonymous);
  if (current?.state !== "signed-in") set({ state: "checking" });
  try {
    const response = await fetch("/session.json", { credentials: "same-origin", cache: "no-store" });
    const body = (await response.json()) as { signedIn: boolean; name?: string; firmName?: string; email?: string };
    set(body.signedIn ? { state: "signed-in", name: body.name ?? "", firmName: body.firmName ?? "", email: body.email ?? "" } : anonymous);
  } catch {
    set(anonymous);
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (current === undefined) void refreshSession();
  return () => listeners.delete(listener);
}

function snapshot(): SessionView {
  if (current === undefined) current = HINT.test(document.cookie) ? { state: "checking" } : anonymous;
  return current;
}

export function useSession(): SessionView {
  return useSyncExternalStore(subscribe, snapshot, () => anonymous);
}
