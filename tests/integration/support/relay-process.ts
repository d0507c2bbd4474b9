// The server's contact services (storage and relay) in a process of their own, started the way
// server.js starts them, so that a test can kill it with SIGKILL. Settings come from the
// environment. Argument: how many messages to accept on start; their ids are printed as JSON.
import { startContactServices, stopContactServices } from "~/.server/contact/services";

const count = Number(process.argv[2] ?? 0);
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
process.stdout.write(`${JSON.stringify({ ready: true, ids })}\n`);
process.on("SIGTERM", () => {
  void stopContactServices().then(() => process.exit(0));
});
