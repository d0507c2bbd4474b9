// How long the server's render cache (and a CDN) may reuse a visitor's /models and
// /models/{id}: their figures change only with a release. With ZONE_PROJECTIONS=advisors a
// request with a session cookie is answered `private, no-store` instead (projectionsHeaders).
export const MODEL_PAGES_CACHE_CONTROL = "public, max-age=0, s-maxage=300";
