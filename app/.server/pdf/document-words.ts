// The words a document draws, line by line as its code writes them, for the release of the
// site's fixed wording (ADR 0033): the proposal and the fact sheet are drawn as usual inside
// `documentWords`, and every text PDFKit is given is kept in the order it was given. A piece
// written with `continued` joins the next one on its line. Only a document that is ended counts:
// a fact sheet is laid out in drafts that are thrown away. Outside it, drawing costs nothing more.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Doc } from "./pdf-document";

const listening = new AsyncLocalStorage<string[][]>();

/** Draw inside `draw` and answer the words of each document it drew and ended, a line per text. */
export async function documentWords(draw: () => Promise<unknown>): Promise<string> {
  const documents: string[][] = [];
  await listening.run(documents, draw);
  return documents.map((lines) => lines.join("\n")).join("\n\n");
}

/** Called by each new document: when its words are listened to, each text it writes is kept. */
export function listenToWords(doc: Doc): void {
  const documents = listening.getStore();
  if (!documents) return;
  const lines: string[] = [];
  let open = "";
  const text = doc.text.bind(doc);
  doc.text = ((value: string, ...rest: unknown[]) => {
    const options = rest.find((each): each is { continued?: boolean } => typeof each === "object" && each !== null);
    open += String(value).replace(/\s+/g, " ");
    if (!options?.continued) {
      if (open.trim()) lines.push(open.trim());
      open = "";
    }
    return text(value, ...(rest as []));
  }) as Doc["text"];
  const end = doc.end.bind(doc);
  doc.end = () => {
    if (open.trim()) lines.push(open.trim());
    documents.push(lines);
    end();
  };
}
