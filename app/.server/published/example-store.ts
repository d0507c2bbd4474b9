// The content store's stand-in until the publishing desk is wired in: the example content of
// app/content, which never changes.
import { exampleContent } from "./example-content";
import type { ContentStore } from "./store-port";

export function exampleStore(): ContentStore {
  return { current: exampleContent, onChange: () => () => {} };
}
