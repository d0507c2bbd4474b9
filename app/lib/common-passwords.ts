// The list of common passwords the site refuses, shipped with it (browser and server alike).
// A password shorter than 12 characters is refused anyway, so the list holds what people pick
// to reach 12: whole passwords from breach lists, and common words that a password only pads
// with digits and symbols ("password123456", "Welcome2024!!").

/** Passwords of 12 characters or more that breach lists show again and again. */
const commonWhole = [
  "123456789012", "1234567890123", "12345678901234", "123123123123", "123321123321", "111111111111",
  "000000000000", "aaaaaaaaaaaa", "abcdefghijkl", "abcd12345678", "abcdefgh1234", "abc123456789",
  "a1b2c3d4e5f6", "q1w2e3r4t5y6", "1q2w3e4r5t6y", "1qaz2wsx3edc", "1qaz2wsx3edc4rfv", "zaq12wsxcde3",
  "qwertyuiopas", "qwertyuiop123", "qwertyuiopasdfghjkl", "asdfghjklqwe", "asdfghjkl123", "zxcvbnm12345",
  "qweasdzxc123", "1234qwerasdf", "qwer1234asdf", "passwordpassword", "iloveyouiloveyou",
  "trustno1trustno1", "correcthorsebatterystaple", "thisismypassword", "secretpassword", "mypassword123",
  "administrator", "adminadmin123", "rootroot1234", "useruser1234", "testtest1234", "p@ssw0rd1234",
  "p@ssword1234", "passw0rd1234", "pa$$word1234", "letmeinletmein", "welcomewelcome", "changemechangeme",
  "qwertyqwerty", "asdfasdfasdf", "zxcvzxcvzxcv", "abcabcabcabc", "abc123abc123", "password1password1",
];

/** Words that make a common password once padded with digits or symbols. */
const commonWords = [
  "password", "passw0rd", "p@ssword", "p@ssw0rd", "pa$$word", "qwerty", "qwertyuiop", "asdfgh", "asdfghjkl",
  "zxcvbnm", "iloveyou", "loveyou", "welcome", "letmein", "admin", "administrator", "changeme", "secret",
  "trustno1", "monkey", "dragon", "master", "football", "baseball", "soccer", "hockey", "superman", "batman",
  "sunshine", "princess", "shadow", "michael", "jennifer", "jordan", "whatever", "computer", "internet",
  "starwars", "pokemon", "charlie", "freedom", "summer", "winter", "spring", "autumn", "january", "money",
  "login", "guest", "test", "user", "root", "default", "abc", "abcdef", "qazwsx", "mypassword", "newpassword",
  "advisor", "financial", "investment", "investor", "northfield",
];

const words = new Set(commonWords);
const wholes = new Set(commonWhole);

/** True when `password` is on the list, ignoring case, or a listed word padded with digits and symbols. */
export function isCommonPassword(password: string): boolean {
  const lowered = password.trim().toLowerCase();
  if (wholes.has(lowered)) return true;
  // One character repeated, or nothing but digits in sequence.
  if (/^(.)\1+$/.test(lowered) || "01234567890123456789".includes(lowered) || "98765432109876543210".includes(lowered)) return true;
  const core = lowered.replace(/^[\d\W_]+|[\d\W_]+$/g, "");
  return core === "" || words.has(core);
}
