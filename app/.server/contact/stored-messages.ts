// Reading stored messages from outside the server (`npm run messages`): through the running
// server when it owns the embedded database, else straight from the database.
import { openDatabase } from "~/.server/db/database";
import { getSettings, type Settings } from "~/.server/settings";
import { askOwner, serveControlSocket } from "./control-socket";
import { listMessages, type StoredMessage } from "./message-store";

export async function readStoredMessages(limit = 100, settings: Settings = getSettings()): Promise<StoredMessage[]> {
  if (!settings.DATABASE_URL) {
    const answer = await askOwner(settings.DATA_DIR, `list ${limit}`);
    if (answer !== undefined) {
      const parsed = JSON.parse(answer) as StoredMessage[] | { error: string };
      if (!Array.isArray(parsed)) throw new Error(parsed.error);
      return parsed;
    }
  }
  // Hold the embedded database while reading, so that a server starting meanwhile waits its turn.
  const control = settings.DATABASE_URL
    ? undefined
    : await serveControlSocket(settings.DATA_DIR, async () => JSON.stringify({ error: "the folder is being read" }));
  try {
    const database = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
    try {
      return await listMessages(database.db, limit);
    } finally {
      await database.close();
    }
  } finally {
    await control?.close();
  }
}
