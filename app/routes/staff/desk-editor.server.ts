// The server side of the desk's editor: /staff/desk/new/:kind (a first draft) and
// /staff/desk/versions/:id (a draft or returned version to edit, or any other version read-only
// with its item's history). Saving goes through the store; submitting runs the kind's checks
// there, whose findings come back beside the form. Every post ends in a redirect that names what
// was done, or a 4xx with what was typed and why nothing changed.
import { data, redirect, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { log } from "~/.server/log";
import { contentKinds, type ContentKind, type ContentVersion } from "~/lib/content-desk/contract";
import { fieldErrors, type FormValues } from "~/lib/schemas/form-result";
import { deskRetireSchema, deskWithdrawSchema, RETURN_NOTE_MAX } from "~/lib/schemas/desk-review";
import type { EditorAnswer } from "~/components/desk/types";
import { fundFactsValues } from "~/lib/schemas/desk-fund-facts";
import { editorDone } from "~/content/desk";
import { bodyEntries } from "~/lib/content-desk/diff";
import { deskAccess, refusalAnswer, refusalStatus, reviewView, versionOr404, versionView } from "./desk-access.server";
import { formKinds, readEditorForm } from "./desk-forms.server";
import { signalStart } from "./desk-signal-start.server";
import { signalValues } from "~/lib/schemas/desk-signal";
import type { ContentStore } from "~/.server/content-store/store";
import type { ModelFiguresBody } from "~/lib/content-desk/bodies";

const EDITABLE = new Set(["draft", "returned"]);
const isKind = (kind: string | undefined): kind is ContentKind => contentKinds.includes(kind as ContentKind);
const versionPath = (id: string, done?: keyof typeof editorDone) => `/staff/desk/versions/${id}${done ? `?done=${done}` : ""}`;

/** A version's body back into its form's fields. */
function formValuesOf(version: ContentVersion): FormValues {
  const body = (version.body ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const reviewBy = version.reviewBy ?? "";
  switch (version.kind) {
    case "commentary":
      return {
        ...Object.fromEntries(["title", "summary", "author", "date", "markdown"].map((key) => [key, text(body[key])])),
        slug: version.itemKey,
        reviewBy,
      };
    case "media":
      return {
        ...Object.fromEntries(["type", "date", "title", "summary", "outlet", "url"].map((key) => [key, text(body[key])])),
        reviewBy,
      };
    case "fund-facts":
      return { ...fundFactsValues(version.itemKey, body), reviewBy };
    case "model-figures":
      return { csv: "", reviewBy };
    case "signal":
      return signalValues(body);
    default:
      return {};
  }
}

const done = (asked: string | null): keyof typeof editorDone | null =>
  asked !== null && Object.hasOwn(editorDone, asked) ? (asked as keyof typeof editorDone) : null;

/** The live figures of each model, which a CSV file's sections replace parts of. */
export async function liveFigures(store: ContentStore): Promise<Partial<Record<number, ModelFiguresBody>>> {
  const live = await store.list({ kind: "model-figures", status: ["published"] });
  // A file of the firm's own figures supersedes the example: its note of what was still to supply goes.
  return Object.fromEntries(
    live.map((version) => {
      const { example: _, ...body } = version.body as ModelFiguresBody & { example?: string };
      return [Number(version.itemKey), body];
    }),
  );
}

export async function loadNewVersion(request: Request, context: Readonly<RouterContextProvider>, kind: string | undefined) {
  const { headers, store, staff } = await deskAccess(request, context);
  if (!isKind(kind)) throw data(null, { status: 404, headers });
  // Zone data and signals start from the live version: the page lists what is live to start from.
  const live = formKinds.includes(kind) ? [] : (await store.list({ kind, status: ["published"] })).map(versionView);
  const { start, values } = kind === "signal" ? signalStart(request, context) : { start: null, values: {} };
  return data({ kind, editable: formKinds.includes(kind), live, me: staff.id, start, values }, { headers });
}

export async function loadVersion(request: Request, context: Readonly<RouterContextProvider>, id: string | undefined) {
  const { headers, store, staff, principal } = await deskAccess(request, context);
  const version = await versionOr404(store, id, headers);
  const history = await store.history(version.kind, version.itemKey);
  const reviews = (await store.reviews([version.id])).get(version.id) ?? [];
  // Only the author edits a draft; anyone else reads it and may start a version of their own.
  const mine = version.author.id === staff.id;
  const editable = mine && EDITABLE.has(version.status) && formKinds.includes(version.kind);
  return data(
    {
      version: versionView(version),
      entries: bodyEntries(version.kind, version.body),
      history: history.map(versionView),
      reviews: reviews.map(reviewView),
      editable,
      mine,
      me: staff.id,
      // Zone data and signals have no form: their author submits the draft as it is.
      submittable: mine && EDITABLE.has(version.status) && !formKinds.includes(version.kind),
      values: editable ? formValuesOf(version) : {},
      // A principal decides on someone else's submitted version in the review queue.
      decidable: principal && !mine && version.status === "submitted",
      // A principal may take a live item off the site.
      retirable: principal && version.status === "published",
      // A principal may take an approved version back before it goes live.
      withdrawable: principal && version.status === "approved",
      done: done(new URL(request.url).searchParams.get("done")),
    },
    { headers },
  );
}

async function guardedPost(request: Request, context: Readonly<RouterContextProvider>) {
  const access = await deskAccess(request, context);
  const refused = refusedPost(request, context);
  if (refused) {
    for (const [name, value] of new Headers(refused.headers)) access.headers.set(name, value);
    throw data<EditorAnswer>(
      { status: "refused", message: refused.message, findings: [], issues: [], values: {} },
      { status: refused.status, headers: access.headers },
    );
  }
  const form = await request.formData().catch(() => new FormData());
  return { ...access, form };
}

type Access = Awaited<ReturnType<typeof guardedPost>>;

/** Submit a saved version; on a refusal, the findings beside the form with what was typed. */
async function submitOrAnswer({ store, actor, headers }: Access, id: string, values: FormValues) {
  const submitted = await store.submit(actor, id);
  if (!submitted.ok) {
    log("info", "desk.submit.refused", { versionId: id, reason: submitted.reason });
    // The draft is saved: the page shows it with the problems to fix.
    return data<EditorAnswer>({ ...refusalAnswer(submitted), values }, { status: refusalStatus(submitted), headers });
  }
  return redirect(versionPath(id, "submitted"), { headers });
}

export async function handleNewVersionPost(request: Request, context: Readonly<RouterContextProvider>, kind: string | undefined) {
  const access = await guardedPost(request, context);
  const { store, actor, headers, form } = access;
  if (!isKind(kind)) throw data(null, { status: 404, headers });
  if (form.get("intent") === "start") return startFrom(access, String(form.get("from") ?? ""));
  const reading = readEditorForm(kind, form, undefined, kind === "model-figures" ? await liveFigures(store) : {});
  if (!reading.ok)
    return data<EditorAnswer>(
      { status: "invalid", errors: reading.errors, values: reading.values, csvProblems: reading.csvProblems ?? [] },
      { status: 400, headers },
    );
  const created = await store.createDraft(actor, { kind, ...reading.draft });
  if (!created.ok)
    return data<EditorAnswer>({ ...refusalAnswer(created), values: reading.values }, { status: refusalStatus(created), headers });
  // A CSV file with several models: a draft of each, listed on the desk.
  for (const draft of reading.more ?? []) {
    const also = await store.createDraft(actor, { kind, ...draft });
    if (!also.ok) return data<EditorAnswer>({ ...refusalAnswer(also), values: reading.values }, { status: refusalStatus(also), headers });
  }
  if (reading.more?.length) return redirect(versionPath(created.version.id, "imported"), { headers });
  // A new version is saved first; its own page then submits it (and shows what the checks find).
  return redirect(versionPath(created.version.id, "created"), { headers });
}

export async function handleVersionPost(request: Request, context: Readonly<RouterContextProvider>, id: string | undefined) {
  const access = await guardedPost(request, context);
  const { store, actor, headers, form } = access;
  const version = await versionOr404(store, id, headers);
  if (form.get("intent") === "start") return startFrom(access, version.id);
  const intent = form.get("intent");
  if (intent === "withdraw" || intent === "retire") return decideWithNote(access, version.id, intent);
  if (EDITABLE.has(version.status) && !formKinds.includes(version.kind) && form.get("intent") === "submit")
    return submitOrAnswer(access, version.id, {});
  if (!EDITABLE.has(version.status) || !formKinds.includes(version.kind)) {
    const refusal = { ok: false as const, reason: "wrong-status" as const, status: version.status };
    return data<EditorAnswer>({ ...refusalAnswer(refusal), values: {} }, { status: 409, headers });
  }
  // A model's figures keep their body when no new file is given: submitting is then the saved draft as it is.
  const keepFigures = version.kind === "model-figures" && !String(form.get("csv") ?? "").trim();
  let values = formValuesOf(version);
  if (!keepFigures) {
    const reading = readEditorForm(version.kind, form, version.itemKey, version.kind === "model-figures" ? await liveFigures(store) : {});
    if (!reading.ok)
      return data<EditorAnswer>(
        { status: "invalid", errors: reading.errors, values: reading.values, csvProblems: reading.csvProblems ?? [] },
        { status: 400, headers },
      );
    values = reading.values;
    const { title, body, reviewBy } = reading.draft;
    const saved = await store.updateDraft(actor, version.id, { title, body, reviewBy });
    if (!saved.ok)
      return data<EditorAnswer>({ ...refusalAnswer(saved), values: reading.values }, { status: refusalStatus(saved), headers });
  }
  if (form.get("intent") === "submit") return submitOrAnswer(access, version.id, values);
  return redirect(versionPath(version.id, "saved"), { headers });
}

type NoteStep = (store: ContentStore, actor: Access["actor"], id: string, note: string) => ReturnType<ContentStore["retire"]>;

/**
 * A principal's decision that needs their words: an approved version back to its author before
 * it goes live, or a live item off the site. The note is kept with the decision.
 */
const noteDecisions: Record<"withdraw" | "retire", { schema: typeof deskRetireSchema; done: "withdrawn" | "retired"; run: NoteStep }> = {
  withdraw: { schema: deskWithdrawSchema, done: "withdrawn", run: (store, actor, id, note) => store.withdraw(actor, id, note) },
  retire: { schema: deskRetireSchema, done: "retired", run: (store, actor, id, note) => store.retire(actor, id, note) },
};

async function decideWithNote({ store, actor, headers, form }: Access, id: string, intent: keyof typeof noteDecisions) {
  const decision = noteDecisions[intent];
  const fields = { note: String(form.get("note") ?? "") };
  const checked = decision.schema.safeParse(fields);
  if (!checked.success)
    return data<EditorAnswer>(
      { status: "invalid", errors: fieldErrors(checked.error), values: { note: fields.note.slice(0, RETURN_NOTE_MAX) }, csvProblems: [] },
      { status: 400, headers },
    );
  const decided = await decision.run(store, actor, id, checked.data.note);
  if (!decided.ok) return data<EditorAnswer>({ ...refusalAnswer(decided), values: {} }, { status: refusalStatus(decided), headers });
  return redirect(versionPath(id, decision.done), { headers });
}

/** A new draft of an item from one of its versions (the live one, usually): the same body, to change. */
async function startFrom({ store, actor, headers }: Access, fromId: string) {
  const from = await versionOr404(store, fromId, headers);
  const created = await store.createDraft(actor, {
    kind: from.kind,
    itemKey: from.itemKey,
    title: from.title,
    body: from.body,
    reviewBy: from.reviewBy,
  });
  if (!created.ok) return data<EditorAnswer>({ ...refusalAnswer(created), values: {} }, { status: refusalStatus(created), headers });
  return redirect(versionPath(created.version.id, "started"), { headers });
}
