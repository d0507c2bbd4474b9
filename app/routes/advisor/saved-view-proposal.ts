// GET /advisor/saved-views/:id/proposal.pdf: the proposal of a saved view, under its client
// label, for the advisor who saved it (someone else's id is a 404).
import type { Route } from "./+types/saved-view-proposal";
import { savedViewProposal } from "./saved-view.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return savedViewProposal(request, context, params.id);
}
