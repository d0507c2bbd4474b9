// The site's one stylesheet, first in the head. React renders it as a stylesheet resource (it
// adopts the link by its href on hydration); before a built page leaves the server, the link is
// rewritten so that nothing holds the first paint (app/.server/html/critical-css.ts): the rules
// the page uses are inline and the link loads the rest after the paint. In development the
// link stays as it is, for Vite to update it in place.
export function PageStylesheet({ href }: { href: string }) {
  return <link rel="stylesheet" href={href} precedence="default" />;
}
