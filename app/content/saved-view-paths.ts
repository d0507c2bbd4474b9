// Where saved views live, and the anchor of the "Save for a client" form: read by the advisor
// area's screens and by the Zone Navigator's save form alike.
export const savedViewsPath = "/advisor/saved-views";
export const savedViewPath = (id: string) => `${savedViewsPath}/${id}`;
export const proposalPath = (id: string) => `${savedViewPath(id)}/proposal.pdf`;
/** The id of the "Save for a client" form's heading: signing in to save comes back to it, not to the page's top. */
export const SAVE_FORM_ANCHOR = "save-for-client";
/** The page an advisor saves from, at its save form. */
export const atSaveForm = (path: string) => `${path.split("#")[0]}#${SAVE_FORM_ANCHOR}`;
