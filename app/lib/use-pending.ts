import { useCallback, useState } from "react";

/** Runs one task at a time and tells whether it is still running. */
export function usePending() {
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T,>(task: () => Promise<T>): Promise<T> => {
    setPending(true);
    try {
      return await task();
    } finally {
      setPending(false);
    }
  }, []);
  return { pending, run };
}
