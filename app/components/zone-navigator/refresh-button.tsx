import { RefreshCw } from "~/components/ui/icons/refresh-cw";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { zoneNavigatorCopy as copy } from "~/content/zones";
import { cn } from "~/lib/utils";

/** Posts to the page's action, which reloads the view from the source past the cache. */
export function RefreshButton({ loading }: { loading: boolean }) {
  return (
    <Form method="post" preventScrollReset>
      <Button type="submit" name="intent" value="refresh" variant="outline" disabled={loading} aria-busy={loading || undefined}>
        <RefreshCw aria-hidden="true" className={cn(loading && "animate-spin")} />
        {copy.refresh}
      </Button>
    </Form>
  );
}
