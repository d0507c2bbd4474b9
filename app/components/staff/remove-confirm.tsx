// On a member's line of the staff page, after Remove Account: removing an account takes a second
// post, so the page asks first.
import { membersCopy } from "~/content/staff";
import { ConfirmStep } from "./confirm-step";

export function RemoveConfirm({ email }: { email: string }) {
  const copy = membersCopy.confirmRemove;
  return (
    <ConfirmStep
      id={`remove-${email}`}
      title={copy.title(email)}
      body={copy.body}
      fields={{ intent: "remove", email, confirmed: "yes" }}
      confirm={copy.confirm}
      cancel={{ to: "/staff/members", label: copy.cancel }}
      className="basis-full"
    />
  );
}
