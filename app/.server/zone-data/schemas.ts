// The sheet's answer shapes live in app/lib/zone-data-schemas.ts, shared with the publishing
// desk's zone data bodies (which the browser validates too).
export * from "~/lib/zone-data-schemas";
