// Which paths the server marks `private, no-store`: the advisor area and the account screens in
// every spelling React Router matches, never a public page that merely starts alike.
import { describe, expect, it } from "vitest";
import { dependsOnSession, keptFromSearch } from "../../server/private-answers";

describe("dependsOnSession", () => {
  it.each([
    "/advisor",
    "/advisor/",
    "/advisor.data",
    "/advisor/_.data",
    "/advisor/account",
    "/ADVISOR/Account.data",
    "//advisor//account",
    "/adv%69sor/account",
    "/advisor/unknown/page",
    "/advisor/saved-views/1/proposal.pdf",
    "/login",
    "/login.data",
    "/signup/",
    "/forgot-password",
    "/verify-email",
    "/reset-password.data",
    "/confirm-email",
    "/logout",
    "/session.json",
    "/accept-invitation",
    "/staff",
    "/staff.data",
    "/staff/leads/export",
    "/STAFF/Audit",
    "/staff/unknown/page",
  ])("%s depends on the session", (path) => expect(dependsOnSession(path)).toBe(true));

  it.each([
    "/",
    "/_root.data",
    "/advisor-support",
    "/advisor-support.data",
    "/advisors",
    "/zone-navigator",
    "/zone-navigator/proposal.pdf",
    "/login-help",
    "/staffing",
    "/%E0%A4%A",
  ])("%s does not", (path) => expect(dependsOnSession(path)).toBe(false));
});

describe("keptFromSearch", () => {
  it.each([
    "/advisor",
    "/advisor.data",
    "/advisor/saved-views/1",
    "/ADVISOR/Account",
    "/advisor/downloads/models/3.pdf",
    "/staff",
    "/staff/audit",
  ])("%s is never indexed", (path) => expect(keptFromSearch(path)).toBe(true));

  it.each(["/", "/advisor-support", "/login", "/zone-navigator", "/models/3", "/staffing"])("%s may be", (path) =>
    expect(keptFromSearch(path)).toBe(false),
  );
});
