// The server's runtime (storage and relay) in a process of its own, started the way the server
// module starts it, so that a test can kill it with SIGKILL. Settings come from the
// environment. Arguments: how many messages to accept on start, how many mails to queue, and
// how many followers of model 3 to add before publishing a signal to them (its mails queued in
// one transaction); their ids are printed as JSON.
import { acceptMessage } from "~/.server/contact/accept-message";
import { startRuntime } from "~/.server/runtime/runtime";
import { getSettings } from "~/.server/settings";
import { composeMail } from "~/.server/mail/compose";
import { queueMail } from "~/.server/mail/outbox";
import { queueSignalMails } from "~/.server/signals/fan-out";
import { seedFollowers, testSignal } from "./signal-followers";

const count = Number(process.argv[2] ?? 0);
const mailCount = Number(process.argv[3] ?? 0);
const followerCount = Number(process.argv[4] ?? 0);
const runtime = startRuntime(getSettings());
const services = await runtime.storage;
const ids: string[] = [];
for (let index = 0; index < count; index++) {
  const { id } = await acceptMessage(services, {
    name: `Advisor ${index}`,
    email: `advisor${index}@firm.example`,
    firmName: "Firm",
    phoneNumber: "",
    subject: "general-inquiry",
    message: `Message number ${index} for the team.`,
    isFinancialAdvisor: true,
  });
  ids.push(id);
}
for (let index = 0; index < mailCount; index++) {
  const mail = composeMail({ subject: `Mail ${index}`, greeting: "Hello,", paragraphs: [`Mail number ${index}.`] });
  const { id } = await services.db.transaction((tx) => queueMail(tx, `advisor${index}@firm.example`, "test", mail));
  ids.push(id);
}
if (followerCount > 0) {
  await seedFollowers(services.db, followerCount);
  const { mailIds } = await services.db.transaction((tx) =>
    queueSignalMails(tx, testSignal("crash-test"), { siteUrl: "http://advisors.test", approvalRequired: false }),
  );
  ids.push(...mailIds);
}
services.wake();
process.stdout.write(`${JSON.stringify({ ready: true, ids })}\n`);
process.on("SIGTERM", () => {
  void runtime.stop().then(() => process.exit(0));
});
