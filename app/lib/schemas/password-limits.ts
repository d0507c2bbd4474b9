// The lengths a new password must keep to, without the schema (and its library): the password
// field's native constraints read them on every page that shows one.
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
