// The actions the audit log records (app/.server/staff/audit.ts), as its entries name them:
// shared with the audit page's filter.
export const auditActions = {
  signIn: "sign-in",
  invite: "invitation",
  acceptInvitation: "invitation accepted",
  remove: "deletion",
  status: "status change",
  assign: "assignment",
  note: "note",
  reply: "reply",
  export: "export",
  retry: "retry",
  approval: "approval",
  twoFactorOn: "two-factor on",
  twoFactorOff: "two-factor off",
  signInFailed: "sign-in failed",
  codeWrong: "two-factor code wrong",
  codeThrottled: "two-factor code throttled",
  twoFactorSetup: "two-factor setup started",
  passwordChange: "password change",
  passwordReset: "password reset",
  leadOpened: "lead opened",
  documentOpened: "document opened",
  auditExport: "audit export",
  contentDraft: "content drafted",
  contentEdit: "content edited",
  contentSubmit: "content submitted",
  contentApprove: "content approved",
  contentReturn: "content returned",
  contentWithdraw: "content withdrawn",
  contentPublish: "content published",
  contentRetire: "content retired",
  releaseApprove: "release approved",
  principal: "principal change",
} as const;
export type AuditAction = (typeof auditActions)[keyof typeof auditActions];

export const auditActionNames: readonly AuditAction[] = Object.values(auditActions);
