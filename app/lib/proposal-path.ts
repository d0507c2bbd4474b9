import { viewKey } from "./zone-views";
import type { ZoneSelection } from "./zones";

/** The proposal PDF's address for one to four views. */
export function proposalPath(views: readonly ZoneSelection[]): string {
  return `/zone-navigator/proposal.pdf?views=${views.map(viewKey).join(",")}`;
}
