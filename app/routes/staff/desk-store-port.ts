// Where the desk's screens reach the content store (app/.server/content-store/store.ts) and the
// principals (principals.ts) until those land: their types and one accessor each, in the
// store's own names, so that swapping this file for the store's modules changes no screen.
import { createContext, type RouterContextProvider } from "react-router";
import type { Db } from "~/.server/db/database";
import type { Actor } from "~/.server/staff/audit";
import type { ContentKind, ContentVersion, DeskResult, PublishedContent, VersionStatus } from "~/lib/content-desk/contract";

export type ContentStore = {
  current(): PublishedContent;
  onChange(listener: (change: { revision: number; items: { kind: ContentKind; itemKey: string }[] }) => void): () => void;
  list(filter?: { kind?: ContentKind; status?: readonly VersionStatus[]; itemKey?: string }): Promise<ContentVersion[]>;
  get(id: string): Promise<ContentVersion | undefined>;
  history(kind: ContentKind, itemKey: string): Promise<ContentVersion[]>;
  createDraft(
    actor: Actor,
    input: { kind: ContentKind; itemKey: string; title: string; body: unknown; reviewBy?: string | null },
  ): Promise<DeskResult>;
  updateDraft(actor: Actor, id: string, input: { title: string; body: unknown; reviewBy?: string | null }): Promise<DeskResult>;
  submit(actor: Actor, id: string): Promise<DeskResult>;
  approve(actor: Actor, id: string, options?: { publishAt?: Date | null }): Promise<DeskResult>;
  returnVersion(actor: Actor, id: string, note: string): Promise<DeskResult>;
  retire(actor: Actor, id: string): Promise<DeskResult>;
};

/** The process's content store, once storage is open. */
export const contentStoreContext = createContext<Promise<ContentStore>>();

export const deskStore = async (context: Readonly<RouterContextProvider>): Promise<ContentStore> => await context.get(contentStoreContext);

const notYet = () => new Error("the content store is not part of this build yet");

/** Marks or unmarks a staff member as a principal (audited in its transaction). */
export async function setPrincipal(db: Db, actor: Actor, staffId: string, on: boolean): Promise<void> {
  void [db, actor, staffId, on];
  throw notYet();
}
/** The ids of the staff members marked principal (none before the principals' column exists). */
export async function principalIds(db: Db): Promise<Set<string>> {
  void db;
  return new Set();
}
