// ============================================================================================
// LEGAL REVIEW REQUIRED BEFORE PUBLISHING. The firm's counsel and compliance team approve this
// wording; any change of the words gets a new `version`, so every account keeps the words and
// version it attested to (stored with the account at registration, with the Terms version).
// ============================================================================================

/**
 * What an advisor attests to at registration, before the site shows them its hypothetical
 * figures (expected returns, max drawdowns, targeted returns and drawdowns).
 */
export const professionalAttestation = {
  version: "2026-11-28",
  text: "I attest that I am a licensed financial professional (such as an investment adviser representative or a registered representative of a broker-dealer), registering to use this site in my professional capacity and not as a retail investor.",
} as const;
