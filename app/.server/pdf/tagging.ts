// The structure a screen reader follows in the documents (tagged PDF, PDF 1.7): one Document
// element holding, in reading order, the title (H1), the section headings (H2), the paragraphs
// (P), the tables (Table) and the charts (Figure, with their words as alternative text). The
// page footers are artifacts (pagination), read once rather than on every page.
type Doc = PDFKit.PDFDocument;
type StructElement = ReturnType<Doc["struct"]>;

export type Tag = "H1" | "H2" | "P" | "Table" | "Figure" | "L";

const roots = new WeakMap<Doc, StructElement>();
/** Documents inside an element now: elements do not nest (marked content cannot). */
const open = new WeakSet<Doc>();

/** Open the document's root element; done once, when the document is created. */
export function openStructure(doc: Doc): void {
  const root = doc.struct("Document");
  doc.addStructure(root);
  roots.set(doc, root);
}

/**
 * Draw with `draw` as one element of the structure; returns what `draw` returns. Inside another
 * element, `draw` joins that one.
 */
export function tagged<T>(doc: Doc, tag: Tag, draw: () => T, options: { alt?: string } = {}): T {
  const root = roots.get(doc);
  if (!root || open.has(doc)) return draw();
  const element = doc.struct(tag, options.alt ? { alt: options.alt } : {});
  root.add(element);
  const content = doc.markStructureContent(tag);
  open.add(doc);
  try {
    return draw();
  } finally {
    open.delete(doc);
    doc.endMarkedContent();
    element.add(content);
    element.end();
  }
}

/** Draw page furniture (footers, rules) outside the structure. */
export function artifact(doc: Doc, draw: () => void): void {
  if (!roots.has(doc) || open.has(doc)) return draw();
  doc.markContent("Artifact", { type: "Pagination" });
  draw();
  doc.endMarkedContent();
}
