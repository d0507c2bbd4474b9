// The server's contact services (storage and relay) in a process of their own, started the way
// server.js starts them, so that a test can kill it with SIGKILL. Settings come from the
// environment. Arguments: how many messages to accept on start, and how many mails to queue;
// their ids are printed as JSON.
import { startContactServices, stopContactServices } from "~/.server/contact/services";
import { composeMail } from "~/.server/mail/compose";
import { queueMail } from "~/.server/mail/outbox";

const count = Number(process.argv[2] ?? 0);
const mailCount = Number(process.argv[3] ?? 0);
const services = await startContactServices();
const ids: string[] = [];
for (let index = 0; index < count; index++) {
  const { id } = await services.accept({
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
services.wake();
process.stdout.write(`${JSON.stringify({ ready: true, ids })}\n`);
process.on("SIGTERM", () => {
  void stopContactServices().then(() => process.exit(0));
});
