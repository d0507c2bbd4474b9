// The members page's principal toggle: who, and on or off.
import "./zod-without-eval";
import { z } from "zod";

export const principalSchema = z.object({
  staffId: z.string({ error: "Choose a member of staff." }).min(1, "Choose a member of staff.").max(64),
  on: z.enum(["true", "false"], { error: "Say whether to mark or unmark." }).transform((on) => on === "true"),
});
