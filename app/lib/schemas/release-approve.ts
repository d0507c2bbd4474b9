// The form a principal approves a release of the site's fixed pages with: the release's
// fingerprint and the one check they confirm. One schema for the browser and the action.
import "./zod-without-eval";
import { z } from "zod";

/** Why an approval was refused, in the console's words. */
export const releaseProblems = {
  checkMissing: "Tick the check before approving: the record keeps what you confirmed.",
  notFound: "That release is not recorded.",
  approvedAlready: "That release is approved already.",
} as const;

export const releaseApproveSchema = z.object({
  fingerprint: z.string({ error: releaseProblems.notFound }).regex(/^[0-9a-f]{64}$/, { error: releaseProblems.notFound }),
  read: z.literal("on", { error: releaseProblems.checkMissing }),
});
