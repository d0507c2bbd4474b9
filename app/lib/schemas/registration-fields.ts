// The fields of the registration form sent back to fill it again (never the password), apart
// from the schema so the page can read them without loading the schema's library.
export const SIGNUP_FIELDS = ["firstName", "lastName", "email", "firmName", "crdNumber"] as const;
