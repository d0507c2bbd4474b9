// One GET to the spreadsheet script: follows its one redirect to the content host, reads at most
// 256 KiB, gives up after the timeout, and turns every way an answer can be wrong into a
// SheetError with a short reason (shown as "Unable to load zone data: <reason>").
import type { z } from "zod";
import { AnswerTooLargeError, cappedGet, MAX_ANSWER_BYTES, type Answer } from "~/.server/outbound/capped-get";
import { BlockedAddressError, decideRedirect, guardedAgent, REDIRECT_REASONS } from "~/.server/outbound/redirect-guard";
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

export const TOO_MANY_REDIRECTS = "Too many redirects";
export const TOO_LARGE = `Response larger than ${MAX_ANSWER_BYTES / 1024} KiB`;

export type SheetRequest = {
  sourceUrl: string;
  params: Record<string, string>;
  timeoutMs: number;
  /** For tests and local development only: let the redirect go to this machine, over http too. */
  allowLoopbackRedirect?: boolean;
};

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

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * The script's answer: the configured address is asked first (the firm's choice, any http(s)
 * address), then at most one redirect is followed, only to a public HTTPS address (see
 * redirect-guard.ts). The timeout covers both requests and the reading of the answer.
 */
async function fetchText({ sourceUrl, params, timeoutMs, allowLoopbackRedirect = false }: SheetRequest): Promise<Answer> {
  const signal = AbortSignal.timeout(timeoutMs);
  const policy = { allowLoopback: allowLoopbackRedirect };
  const headers = { accept: "application/json" };
  let answer: Answer;
  try {
    const url = new URL(sheetUrl(sourceUrl, params));
    answer = await cappedGet(url, { signal, headers });
    if (REDIRECT_STATUSES.has(answer.status)) {
      const redirect = decideRedirect(answer.location, url, policy);
      if (!redirect.ok) throw new SheetError(redirect.reason);
      answer = await cappedGet(redirect.url, { signal, headers, agent: guardedAgent(redirect.url.protocol, policy) });
      if (REDIRECT_STATUSES.has(answer.status)) throw new SheetError(TOO_MANY_REDIRECTS);
    }
  } catch (error) {
    throw requestFailure(error, signal, timeoutMs);
  }
  if (answer.status < 200 || answer.status >= 300) throw new SheetError(`HTTP error! status: ${answer.status}`);
  return answer;
}

function requestFailure(error: unknown, signal: AbortSignal, timeoutMs: number): SheetError {
  if (error instanceof SheetError) return error;
  if (error instanceof BlockedAddressError) return new SheetError(REDIRECT_REASONS.private, `resolved to a ${error.kind} address`);
  if (error instanceof AnswerTooLargeError) return new SheetError(TOO_LARGE);
  if (signal.aborted) return new SheetError(`Request timed out after ${timeoutMs} ms`);
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
