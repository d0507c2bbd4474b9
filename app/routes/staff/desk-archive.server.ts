// The server side of /staff/archive and its export: every version ever published, exactly as it
// was, by item and by day ("what did /models/3 show on 31 March?"), with who wrote and approved
// it, when it went live and was replaced, and its content hash. The export is a POST, recorded
// in the audit log like every export.
import { articleHtml as markdownHtml } from "~/.server/commentary";
import { capturesOf } from "~/.server/content-store/page-captures";
import { data, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { auditActions, recordAudit } from "~/.server/staff/audit";
import type { ContentVersion } from "~/lib/content-desk/contract";
import { archiveFilterFields, archiveFilterSchema, type ArchiveFilter } from "~/lib/schemas/desk-archive-filter";
import { fieldErrors } from "~/lib/schemas/form-result";
import { deskAccess, versionView } from "./desk-access.server";
import { archiveOf, endedAt, PUBLISHED_STATUSES } from "./desk-lists.server";

/**
 * The published versions of the items the filter names. `item` is an item's key ("3" is model 3,
 * and only it), or else words that each stand in the key or a published title of the item, case
 * aside: "outlook equity" finds the article titled "Equity Outlook" however it was renamed. Each
 * item found keeps all its versions, so "live on" still finds the one it showed that day.
 */
async function archived(store: Awaited<ReturnType<typeof deskAccess>>["store"], filter: ArchiveFilter): Promise<ContentVersion[]> {
  const versions = await store.list({ kind: filter.kind, status: PUBLISHED_STATUSES });
  const itemOf = (version: ContentVersion) => `${version.kind}:${version.itemKey}`;
  const words = filter.item?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  const exact = versions.filter((version) => version.itemKey === filter.item);
  const found = new Set(
    (exact.length > 0
      ? exact
      : versions.filter((version) => words.every((word) => `${version.itemKey} ${version.title}`.toLowerCase().includes(word)))
    ).map(itemOf),
  );
  return archiveOf(
    versions.filter((version) => found.has(itemOf(version))),
    filter.on,
  );
}

const articleHtml = (body: unknown) => {
  const markdown = (body as { markdown?: unknown } | null)?.markdown;
  return typeof markdown === "string" ? markdownHtml(markdown) : null;
};

const readFilter = (fields: Iterable<[string, FormDataEntryValue]>) => {
  const given = Object.fromEntries([...fields].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  return archiveFilterSchema.safeParse(given);
};

export async function loadArchive(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, store } = await deskAccess(request, context);
  const params = new URL(request.url).searchParams;
  const checked = readFilter(params);
  // A bad filter is said beside it, and the list is the whole archive.
  const filter: ArchiveFilter = checked.success ? checked.data : { kind: undefined, item: undefined, on: null };
  const versions = await archived(store, filter);
  return data(
    {
      versions: versions.map((version) => ({ ...versionView(version), endedAt: endedAt(version)?.toISOString() ?? null })),
      filter: Object.fromEntries(archiveFilterFields.map((field) => [field, (params.get(field) ?? "").slice(0, 120)])),
      errors: checked.success ? {} : fieldErrors(checked.error),
    },
    { status: checked.success ? 200 : 400, headers },
  );
}

export async function exportArchive(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, store, staff, db } = await deskAccess(request, context);
  const refused = refusedPost(request, context);
  if (refused) {
    for (const [name, value] of new Headers(refused.headers)) headers.set(name, value);
    throw data(refused.message, { status: refused.status, headers });
  }
  const form = await request.formData().catch(() => new FormData());
  const checked = readFilter(form);
  if (!checked.success) throw data(Object.values(fieldErrors(checked.error)).join(" "), { status: 400, headers });
  const versions = await archived(store, checked.data);
  const query = new URLSearchParams(
    Object.entries(checked.data).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  ).toString();
  await recordAudit(db, staff, {
    action: auditActions.export,
    detail: `archive: ${versions.length} versions${query ? `, filter ${query}` : ""}`,
  });
  // The pages each publication changed, as the site rendered them right after it went live.
  const captures = await capturesOf(
    db,
    versions.map((version) => version.id),
  );
  const pagesOf = (id: string) => captures.filter((page) => page.versionId === id);
  const decided = await store.reviews(versions.map((version) => version.id));
  const exported = {
    exportedAt: new Date().toISOString(),
    filter: checked.data,
    versions: versions.map((version) => ({
      id: version.id,
      kind: version.kind,
      itemKey: version.itemKey,
      number: version.number,
      title: version.title,
      status: version.status,
      example: version.example,
      author: version.author.email,
      approver: version.reviewer?.email ?? null,
      publishedAt: version.publishedAt?.toISOString() ?? null,
      replacedAt: version.replacedAt?.toISOString() ?? null,
      retiredAt: version.retiredAt?.toISOString() ?? null,
      contentHash: version.contentHash,
      body: version.body,
      // An article as its page showed it: the Markdown made into HTML the way the site does.
      ...(version.kind === "commentary" ? { html: articleHtml(version.body) } : {}),
      // Every decision a principal made on it, with the content it was made on then.
      decisions: (decided.get(version.id) ?? []).map((review) => ({
        decision: review.decision,
        principal: review.reviewer.email,
        at: review.at.toISOString(),
        note: review.note,
        title: review.title,
        contentHash: review.contentHash,
        body: review.body,
      })),
      pages: pagesOf(version.id).map(({ path, status, sha256, capturedAt, html }) => ({
        path,
        status,
        sha256,
        capturedAt: capturedAt.toISOString(),
        html,
      })),
    })),
  };
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="content-archive-${new Date().toISOString().slice(0, 10)}.json"`);
  return new Response(JSON.stringify(exported, null, 2), { headers });
}
