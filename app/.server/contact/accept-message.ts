// A contact message that passed every check: stored durably, then handed to the relay.
import { StorageError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import type { Storage } from "~/.server/runtime/storage";
import type { ContactMessageInput } from "~/lib/schemas/contact-message";
import { saveMessage } from "./message-store";

/** Store `input` with its delivery job; fails with a StorageError, safe to log. */
export async function acceptMessage(storage: Pick<Storage, "db" | "wake">, input: ContactMessageInput): Promise<{ id: string }> {
  // The error of a failed insert quotes the message's fields: only a safe description leaves.
  const saved = await saveMessage(storage.db, input).catch((error: unknown) => {
    throw new StorageError(error);
  });
  log("info", "contact.message.stored", { messageId: saved.id });
  storage.wake();
  return saved;
}
