// What the account page says, where the firm approves advisors, of the changes that go back to it.
// Apart from account-page.ts: the page's loader sends it only where it applies, so the page's
// script does not carry it.
export const accountReviewHint =
  "A new firm name goes back to the firm for approval before your proposals print it; a new spelling or punctuation of the same name does not.";
