// The server side of /signals: its public description for everyone (reused by shared caches,
// varying with the cookie), and for an advisor the site counts as one (a verified address;
// approved under ADVISOR_APPROVAL=staff) the published signals, newest first, by model, and
// which models the advisor follows.
import { data, type RouterContextProvider } from "react-router";
import { currentAdvisor } from "~/.server/accounts/current-advisor";
import { log } from "~/.server/log";
import { MODEL_PAGES_CACHE_CONTROL } from "~/.server/products/model-pages";
import { publishedContentContext, storageContext } from "~/.server/load-context";
import { listSignals, type SignalSummary } from "~/.server/signals/signal-pages";
import { followedSubjects, modelSubject } from "~/.server/signals/subscriptions";
import { hasSessionCookie } from "~/.server/zone-data/projections";
import { signalListCopy } from "~/content/signals";

export type SignalList = {
  models: { id: number; name: string }[];
  /** The names of the models the advisor follows, in the models' order. */
  following: string[];
  model: number | null;
  signals: SignalSummary[];
  problem?: string;
};

const PRIVATE = "private, no-store";

export async function loadSignals(request: Request, context: Readonly<RouterContextProvider>) {
  const visitor = () =>
    data({ list: null as SignalList | null }, { headers: { "Cache-Control": MODEL_PAGES_CACHE_CONTROL, Vary: "Cookie" } });
  if (!hasSessionCookie(request.headers.get("cookie"))) return visitor();
  let found: Awaited<ReturnType<typeof currentAdvisor>>;
  try {
    found = await currentAdvisor(request, context);
  } catch {
    log("warn", "signals.session_check_failed");
    return data({ list: null as SignalList | null }, { headers: { "Cache-Control": PRIVATE } });
  }
  const headers = new Headers(found.headers);
  headers.set("Cache-Control", PRIVATE);
  headers.set("Vary", "Cookie");
  const advisor = found.advisor;
  if (!advisor?.emailVerified || !advisor.approved) return data({ list: null as SignalList | null }, { headers });
  const published = context.get(publishedContentContext);
  const models = published.models.map((model) => ({ id: model.id, name: model.name }));
  const followed = await followedSubjects((await context.get(storageContext)).db, advisor.id);
  const following = models.filter((candidate) => followed.has(modelSubject(candidate.id))).map((candidate) => candidate.name);
  const asked = new URL(request.url).searchParams.get("model");
  const model = asked === null || asked === "" ? null : models.find((candidate) => String(candidate.id) === asked)?.id;
  if (model === undefined) {
    const list: SignalList = { models, following, model: null, signals: listSignals(published), problem: signalListCopy.unknownModel };
    return data({ list }, { status: 400, headers });
  }
  const list: SignalList = { models, following, model, signals: listSignals(published, model ?? undefined) };
  return data({ list }, { headers });
}
