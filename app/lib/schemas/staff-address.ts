// The address of a staff invitation or removal, checked like every other form's address (zod's
// email check: letters, digits and . _ ' + - before the @, a host name after it), so a control
// character, a right-to-left override or a NUL is refused with a message before anything is
// stored or looked up. Shared by the console's form, its action and `npm run staff`.
import "./zod-without-eval";
import * as z from "zod/mini";

export const staffAddressProblem =
  "Enter a valid email address: letters, digits and . _ + - before the @, with no spaces or invisible characters.";

export const staffAddressSchema = z.pipe(
  z.string({ error: staffAddressProblem }).check(z.trim(), z.maxLength(254, staffAddressProblem)),
  z.email({ error: staffAddressProblem }),
);

/** The address trimmed and lower-cased, or undefined when it is not one an invitation can go to. */
export function staffAddress(value: string): string | undefined {
  const checked = staffAddressSchema.safeParse(value);
  return checked.success ? checked.data.toLowerCase() : undefined;
}
