// The post of a form that spends a mailed link to set a password (a reset, a staff invitation):
// the site's checks of every post, then the link's token and a new password under the usual rules.
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { refusedPost } from "~/.server/accounts/form-post";
import { fieldErrors, type AccountFormResult } from "~/lib/schemas/form-result";
import { newPasswordSchema } from "~/lib/schemas/password";

const tokenPasswordSchema = z.object({ token: z.string().max(100), password: newPasswordSchema });

type Refusal = ReturnType<typeof data<AccountFormResult>>;

/** The post's token and password, or the answer that refuses the post. */
export async function readTokenPasswordPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ ok: true; token: string; password: string; form: FormData } | { ok: false; answer: Refusal }> {
  const refused = refusedPost(request, context);
  if (refused)
    return {
      ok: false,
      answer: data<AccountFormResult>(
        { status: "refused", message: refused.message, values: {} },
        { status: refused.status, headers: refused.headers },
      ),
    };
  const form = await request.formData().catch(() => new FormData());
  const checked = tokenPasswordSchema.safeParse(Object.fromEntries(form));
  if (!checked.success)
    return {
      ok: false,
      answer: data<AccountFormResult>({ status: "invalid", errors: fieldErrors(checked.error), values: {} }, { status: 400 }),
    };
  return { ok: true, ...checked.data, form };
}
