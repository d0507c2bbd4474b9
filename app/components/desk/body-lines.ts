// A version's body as labelled lines, to show and to compare without JSON (pure: the browser and
// the server).
export type BodyLine = { path: string; value: string };

const label = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (first) => first.toUpperCase());

/** A body as labelled lines ("Performance › Rows 1 › Period: 1 year"), for people rather than machines. */
export function bodyLines(body: unknown, path = ""): BodyLine[] {
  if (body === null || body === undefined) return path ? [{ path, value: "" }] : [];
  if (Array.isArray(body)) {
    if (body.length === 0) return path ? [{ path, value: "(none)" }] : [];
    return body.flatMap((each, index) => bodyLines(each, path ? `${path} › ${index + 1}` : String(index + 1)));
  }
  if (typeof body === "object")
    return Object.entries(body as Record<string, unknown>).flatMap(([key, value]) =>
      bodyLines(value, path ? `${path} › ${label(key)}` : label(key)),
    );
  return [{ path, value: String(body) }];
}

export type BodyChange = { path: string; before: string | null; after: string | null };

/** What differs between the live body and the next one, line by line (null: not there). */
export function bodyChanges(live: unknown, next: unknown): BodyChange[] {
  const before = new Map(bodyLines(live).map((line) => [line.path, line.value]));
  const after = new Map(bodyLines(next).map((line) => [line.path, line.value]));
  const paths = [...new Set([...after.keys(), ...before.keys()])];
  return paths
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => ({ path, before: before.get(path) ?? null, after: after.get(path) ?? null }));
}
