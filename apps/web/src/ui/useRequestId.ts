import { useState } from "react";

/**
 * The id a form sends with what it creates (a ticket, a comment): the server makes one record
 * per id, so a retry after a lost answer or a second click does not make two. Renewed once the
 * record is made, for the next one.
 */
export function useRequestId(): [string, () => void] {
  const [id, setId] = useState(() => crypto.randomUUID());
  return [id, () => setId(crypto.randomUUID())];
}
