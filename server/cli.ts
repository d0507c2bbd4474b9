// What the command-line scripts (scripts/*.js) use of the server's code, built with the server.
export { getSettings } from "~/.server/settings";
export { readPublishedFindings, readStoredMails, readStoredMessages } from "~/.server/runtime/stored-data";
export { COMPLIANCE_RULES, ruleTitles } from "~/lib/compliance";
export { deleteStoredMessages, deleteStoredMessagesOlderThan } from "~/.server/contact/retention";
export { readDataset, readDatasets } from "~/.server/zone-data/stored-datasets";
export { inviteStaffMember, readStaffMembers, removeStaffMember, verifyAuditLog } from "~/.server/staff/staff-commands";
