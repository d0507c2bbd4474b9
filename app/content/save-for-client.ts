// What the "Save for a client" form beside the zone tools says (its label and note fields too).
// Apart from the advisor area's screens (saved-views.ts): the Zone Navigator's pages load these
// words without those screens'.
import { SAVED_VIEW_LABEL_MAX, SAVED_VIEW_NOTE_MAX } from "~/lib/saved-view-limits";
import { atSaveForm } from "./saved-view-paths";

export const savedViewFieldCopy = {
  label: "Client label",
  labelHint: `A short reference you will recognize, such as "Client A, IRA" (${SAVED_VIEW_LABEL_MAX} characters at most). Do not enter the client's full name.`,
  note: "Note (optional)",
  noteHint: `For your own use, ${SAVED_VIEW_NOTE_MAX} characters at most. Do not enter personal details such as account numbers.`,
};

export const saveForClientCopy = {
  title: "Save for a client",
  lead: (count: number) =>
    count > 1
      ? `Keep these ${count} views under a client label in your advisor area.`
      : "Keep this view under a client label in your advisor area.",
  submit: "Save for a client",
  submitting: "Saving…",
  signInPrompt: "Saving is for signed-in advisors.",
  /** Beside the form when the page cannot tell who is signed in (no JavaScript). */
  notSignedInPrompt: "Not signed in?",
  signIn: "Sign in to save for a client",
  signInHref: (returnTo: string) => `/login?redirectTo=${encodeURIComponent(atSaveForm(returnTo))}`,
  failedTitle: "Not saved",
  failed: "The view could not be saved just now. Please try again in a moment.",
  dataChanged: "The zone data changed since this page was loaded. Open the page again to see the current figures, then save.",
  questionnaireNote: (suggested: number, chosen: number) =>
    suggested === chosen
      ? `Questionnaire suggested zone ${suggested}.`
      : `Questionnaire suggested zone ${suggested}; zone ${chosen} chosen instead.`,
};
