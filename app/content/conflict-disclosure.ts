// The firm's conflict in placing its own products in its zones and models (Form ADV Part 2A,
// Item 10): on the ETF and model pages and in every document. A module of its own: the Zone
// Navigator's script carries the prospectus statement, not this.
import { site } from "./site";

export const conflictDisclosure = {
  text: `${site.legalEntity} is paid for the models and ETFs it names, so it has an incentive to place its own products. Form ADV Part 2A describes this conflict.`,
  /** What is still an example here; delete this line once the firm's own statement is in. */
  example: "the firm's statement of its conflict in placing its own models and ETFs",
} as const;

/** The firm's conflict statement, as pages and documents print it. */
export const conflictStatement = conflictDisclosure.text;
