// The server side of /staff/desk: every item by kind with its live version and open versions,
// and the live versions due for review.
import { data, type RouterContextProvider } from "react-router";
import { deskAccess } from "./desk-access.server";
import { dueForReview, itemsByKind } from "./desk-lists.server";

export async function loadDesk(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, store, principal } = await deskAccess(request, context);
  const versions = await store.list();
  const today = new Date().toISOString().slice(0, 10);
  const waiting = versions.filter((version) => version.status === "submitted").length;
  return data({ kinds: itemsByKind(versions), due: dueForReview(versions, today), waiting, principal }, { headers });
}
