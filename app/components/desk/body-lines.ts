// A version's body as labelled lines, to show without JSON (pure: the browser and the server).
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
