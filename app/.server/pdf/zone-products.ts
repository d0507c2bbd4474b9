// The firm's models and ETFs of each view in a proposal: under the view's name, each product by
// its allocation lines with the firm's product for each (or none), then each product by its one
// name (in the advisor's copy, a link to its page on the site), its kind, and why it fits. A
// product already described in the same words for an earlier view is named by the view's lines
// only, not described again.
import { allocationLinesCopy } from "~/content/allocation-lines";
import { proposalCopy as copy } from "~/content/proposal";
import { zoneProductsCopy } from "~/content/zone-products";
import { accountTypeCopy } from "~/content/zones";
import type { ZoneProduct } from "~/lib/zone-products";
import type { AllocationItem, ZoneSelection } from "~/lib/zones";
import { contentWidth, drawHeading, ensureSpace, fonts, palette, printable, tagged, type Doc } from "./pdf-document";

/** `lines`: the view's allocation lines, each with the firm's products for it (or none). */
export type ProductsOfView = { heading: string; products: readonly ZoneProduct[]; lines?: string };

/** The proposal's section on the firm's products: its heading, then each view's. Returns the y under it. */
export function drawProductsSection(
  doc: Doc,
  views: readonly { selection: ZoneSelection; products?: readonly ZoneProduct[]; allocation?: readonly AllocationItem[] }[],
  y: number,
  siteUrl?: string,
): number {
  // The heading keeps with the first view's lines: never alone at the foot of a page.
  const start = drawHeading(doc, copy.productsTitle(views.length), ensureSpace(doc, y + 6, 100));
  const productViews = views.map((view) => ({
    heading: copy.allocationHeading(view.selection.zone, accountTypeCopy[view.selection.account].label),
    products: view.products ?? [],
    // A sheet's lines name no product: the allocation above already lists them.
    lines: view.allocation?.some((item) => item.firmProducts) ? allocationLinesCopy.byLine(view.allocation) : undefined,
  }));
  return drawZoneProducts(doc, productViews, start, siteUrl);
}

/** Each view's products; `siteUrl` makes each name a link to its page. Returns the y under them. */
export function drawZoneProducts(doc: Doc, views: readonly ProductsOfView[], y: number, siteUrl?: string): number {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  let cursor = y;
  const described = new Set<string>();
  const wordsOf = (product: ZoneProduct) => `${product.name}\n${product.why}`;
  for (const view of views) {
    cursor = ensureSpace(doc, cursor, 40);
    const top = cursor;
    tagged(doc, "P", () => doc.font(fonts.bold).fontSize(9.5).fillColor(palette.foreground).text(view.heading, left, top, { width }));
    cursor = doc.y + 2;
    if (view.lines) {
      const { lines } = view;
      doc.font(fonts.regular).fontSize(8.5);
      cursor = ensureSpace(doc, cursor, doc.heightOfString(printable(lines), { width }) + 4);
      const at = cursor;
      tagged(doc, "P", () =>
        doc.font(fonts.regular).fontSize(8.5).fillColor(palette.foreground).text(printable(lines), left, at, { width }),
      );
      cursor = doc.y + 4;
    }
    if (view.products.length === 0) {
      const at = cursor;
      tagged(doc, "P", () =>
        doc.font(fonts.regular).fontSize(8.5).fillColor(palette.mutedForeground).text(zoneProductsCopy.none, left, at, { width }),
      );
      cursor = doc.y + 6;
      continue;
    }
    const toDescribe = view.lines ? view.products.filter((product) => !described.has(wordsOf(product))) : view.products;
    for (const product of toDescribe) {
      described.add(wordsOf(product));
      const kind = product.kind === "model" ? zoneProductsCopy.model : zoneProductsCopy.etf;
      const url = siteUrl ? new URL(product.href, siteUrl).toString() : undefined;
      doc.font(fonts.regular).fontSize(8.5);
      const height = doc.heightOfString(printable(product.why), { width: width - 12 }) + 14;
      cursor = ensureSpace(doc, cursor, height);
      const at = cursor;
      tagged(doc, "P", () => drawProduct(doc, { name: product.name, kind, why: product.why, url }, at, left, width));
      cursor = doc.y + 5;
    }
    cursor += 3;
  }
  return cursor;
}

/** One product: its name (linked when `url` is given) and kind, why it fits, and its page's address. */
function drawProduct(
  doc: Doc,
  product: { name: string; kind: string; why: string; url?: string },
  cursor: number,
  left: number,
  width: number,
): void {
  const { kind, url } = product;
  doc
    .font(fonts.bold)
    .fontSize(8.5)
    .fillColor(palette.primary)
    .text(printable(product.name), left + 12, cursor, { width: width - 12, continued: true, link: url ?? null, underline: !!url });
  doc.font(fonts.regular).fillColor(palette.mutedForeground).text(` (${kind})`, { link: null, underline: false });
  doc
    .font(fonts.regular)
    .fontSize(8.5)
    .fillColor(palette.foreground)
    .text(printable(product.why), left + 12, doc.y + 1, { width: width - 12 });
  if (url)
    doc
      .font(fonts.regular)
      .fontSize(7.5)
      .fillColor(palette.mutedForeground)
      .text(`${copy.productPage}: ${url}`, left + 12, doc.y + 1, { width: width - 12 });
}
