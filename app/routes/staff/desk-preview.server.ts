// The server side of /staff/desk/versions/:id/preview: one version's body made into what its
// public page reads (an article with its HTML, a media item), for staff only and kept out of
// search engines and caches.
import { articleHtml } from "~/.server/commentary";
import { data, type RouterContextProvider } from "react-router";
import type { ArticleMeta } from "~/lib/articles";
import type { MediaItem } from "~/lib/content-desk/contract";
import { parseBody } from "~/lib/content-desk/check";
import { markdownToHtml } from "~/.server/signals/markdown-mail";
import { modelNameOf } from "~/.server/signals/signal-mail";
import type { SignalDetailsView } from "~/components/signals/signal-details";
import { modelFacts, type ModelFacts } from "~/.server/products/model-facts";
import { findModel } from "~/content/models";
import { modelWithFigures, targetsOfBody } from "~/lib/content-desk/merge";
import { bodyEntries } from "~/lib/content-desk/diff";
import { deskAccess, versionOr404, versionView } from "./desk-access.server";

export type PreviewPage =
  | { kind: "commentary"; article: ArticleMeta; html: string }
  | { kind: "media"; item: Omit<MediaItem, "versionId"> }
  | { kind: "signal"; signal: SignalDetailsView }
  | { kind: "model-figures"; model: ModelFacts }
  | { kind: "other" };

const text = (value: unknown) => (typeof value === "string" ? value : "");

export async function loadPreview(request: Request, context: Readonly<RouterContextProvider>, id: string | undefined) {
  const { headers, store } = await deskAccess(request, context);
  headers.set("X-Robots-Tag", "noindex, nofollow");
  const version = await versionOr404(store, id, headers);
  const raw = (version.body ?? {}) as Record<string, unknown>;
  // An article's body may hold its details under `meta`, as the site's PublishedArticle does.
  const body =
    typeof raw.meta === "object" && raw.meta !== null ? { ...(raw.meta as Record<string, unknown>), markdown: raw.markdown } : raw;
  let page: PreviewPage = { kind: "other" };
  if (version.kind === "commentary") {
    const article: ArticleMeta = {
      slug: version.itemKey,
      title: text(body.title),
      date: text(body.date),
      author: text(body.author),
      summary: text(body.summary),
      sample: version.example,
    };
    // The article's page turns its Markdown into HTML the same way (app/.server/commentary.ts).
    page = { kind: "commentary", article, html: articleHtml(text(body.markdown)) };
  } else if (version.kind === "media") {
    const type = body.type === "coverage" || body.type === "resource" ? body.type : "press-release";
    page = {
      kind: "media",
      item: {
        id: version.itemKey,
        type,
        date: text(body.date),
        title: text(body.title),
        summary: text(body.summary) || undefined,
        outlet: text(body.outlet) || undefined,
        url: text(body.url) || undefined,
        sample: version.example,
      },
    };
  } else if (version.kind === "signal") {
    // As advisors will read it on /signals/{id}, before a principal approves it.
    const parsed = parseBody("signal", version.body);
    if (parsed.ok) {
      const signal = parsed.value;
      page = {
        kind: "signal",
        signal: {
          modelName: modelNameOf(signal.modelId),
          title: signal.title,
          effectiveDate: signal.effectiveDate,
          trades: signal.trades,
          reasoningHtml: markdownToHtml(signal.reasoning),
        },
      };
    }
  } else if (version.kind === "model-figures") {
    // The model's figures as its page will show them, each with its period and notes, targets included.
    const parsed = parseBody("model-figures", version.body);
    const base = findModel(Number(version.itemKey));
    if (parsed.ok && base) {
      const model = modelWithFigures(base, parsed.value);
      const live = store.current();
      const content = { funds: live.funds, modelTargets: { ...live.modelTargets, [model.id]: targetsOfBody(parsed.value) } };
      page = { kind: "model-figures", model: modelFacts(model, "shown", new Date(), content) };
    }
  }
  return data({ version: versionView(version), entries: bodyEntries(version.kind, version.body), page }, { headers });
}
