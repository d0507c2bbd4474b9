// One GET to the spreadsheet script: follows its redirect to the content host, gives up after
// the timeout, and turns every way an answer can be wrong into a SheetError with a short reason.
import type { z } from "zod";
import { sheetErrorSchema } from "./schemas";

export const UNKNOWN_ERROR = "Unknown error";

export class SheetError extends Error {
  constructor(
    message: string,
    /** Extra detail for the server log, never shown to visitors. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = "SheetError";
  }
}

export type SheetRequest = { sourceUrl: string; params: Record<string, string>; timeoutMs: number };

export function sheetUrl(sourceUrl: string, params: Record<string, string>): string {
  const url = new URL(sourceUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** The message of the script's `error` field: a string, or an object with a message. */
function errorFieldMessage(error: unknown): string {
  if (typeof error === "string" && error.trim()) return error.trim();
  if (typeof error === "object" && error && "message" in error && typeof error.message === "string" && error.message.trim()) {
    return error.message.trim();
  }
  return UNKNOWN_ERROR;
}

async function fetchText({ sourceUrl, params, timeoutMs }: SheetRequest): Promise<{ body: string; contentType: string }> {
  let response: Response;
  try {
    response = await fetch(sheetUrl(sourceUrl, params), {
      redirect: "follow",
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw requestFailure(error, timeoutMs);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SheetError(`HTTP error! status: ${response.status}`);
  }
  try {
    return { body: await response.text(), contentType: response.headers.get("content-type") ?? "" };
  } catch (error) {
    throw requestFailure(error, timeoutMs);
  }
}

function requestFailure(error: unknown, timeoutMs: number): SheetError {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return new SheetError(`Request timed out after ${timeoutMs} ms`);
  }
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? error.cause.message : "";
    return new SheetError("Could not reach the data source", [error.message, cause].filter(Boolean).join(": "));
  }
  return new SheetError(UNKNOWN_ERROR);
}

/** GET one sheet and return its answer checked against `schema`; throws SheetError otherwise. */
export async function fetchSheet<T extends z.ZodType>(request: SheetRequest, schema: T): Promise<z.output<T>> {
  const { body, contentType } = await fetchText(request);
  if (/html/i.test(contentType) || /^\s*</.test(body)) {
    throw new SheetError("Expected JSON but received an HTML page", `content-type ${contentType || "none"}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new SheetError("Response is not valid JSON", error instanceof Error ? error.message : undefined);
  }
  const reported = sheetErrorSchema.safeParse(json);
  if (reported.success) throw new SheetError(errorFieldMessage(reported.data.error));
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new SheetError("Unexpected response format", issues.slice(0, 5).join("; "));
  }
  return parsed.data;
}
