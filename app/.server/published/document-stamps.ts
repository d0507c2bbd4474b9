// The line a printed document (proposal, fact sheet) carries to name the published versions of
// the model figures and fund facts it drew on: each version's number, day and short hash.
import { documentCopy } from "~/content/documents";
import type { PublishedContent } from "~/lib/content-desk/contract";
import { stampOf } from "./published";

/** The stamps' short hash: enough to tell two versions apart in an archive. */
const HASH_LENGTH = 8;

/** The line naming the versions of these models' figures and funds' facts; undefined when none is published. */
export function contentVersionsLine(
  content: Pick<PublishedContent, "stamps">,
  used: { models: readonly number[]; funds: readonly string[] },
): string | undefined {
  const versions = [
    ...[...new Set(used.models)].map((id) => ({
      label: documentCopy.contentVersionLabel.model(id),
      stamp: stampOf(content, "model-figures", String(id)),
    })),
    ...[...new Set(used.funds)].map((ticker) => ({
      label: documentCopy.contentVersionLabel.fund(ticker),
      stamp: stampOf(content, "fund-facts", ticker),
    })),
  ].flatMap(({ label, stamp }) =>
    stamp ? [{ label, number: stamp.number, day: stamp.publishedAt.slice(0, 10), hash: stamp.contentHash.slice(0, HASH_LENGTH) }] : [],
  );
  return versions.length > 0 ? documentCopy.contentVersions(versions) : undefined;
}

/** The models and funds among a proposal's products. */
export function productsUsed(products: readonly { kind: string; id: string }[]): { models: number[]; funds: string[] } {
  return {
    models: products.filter((product) => product.kind === "model").map((product) => Number(product.id)),
    funds: products.filter((product) => product.kind === "etf").map((product) => product.id),
  };
}
