// §5 "Newsletter popin": the e-mail pattern.
//
// Reading of the spec's wording ("local part of 1 to 256 allowed characters, domain labels of at most 65
// and 26 characters, and a dotted suffix"), which is the shape of the well-known
//   [a-zA-Z0-9+._%-]{1,256} @ [a-zA-Z0-9][a-zA-Z0-9-]{0,64} ( \. [a-zA-Z0-9][a-zA-Z0-9-]{0,25} )+
// - local part: 1 to 256 characters, each an ASCII letter, a digit, or one of + . _ % -
//   (no accents, no quotes, no spaces; dots are not checked for position);
// - first domain label: 1 to 65 characters, starting with a letter or digit, then letters, digits or -;
// - dotted suffix: one or more further labels, each a dot then 1 to 26 characters starting with a letter
//   or digit, then letters, digits or - ("a@b" has no suffix and fails; "a@b.c" passes);
// - the whole value must match (anchored). Letters of either case are accepted.
// Because dots are outside every label class, the pattern cannot backtrack catastrophically.

/** §5: the newsletter e-mail pattern (whole-value match). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9+._%-]{1,256}@[a-zA-Z0-9][a-zA-Z0-9-]{0,64}(?:\.[a-zA-Z0-9][a-zA-Z0-9-]{0,25})+$/;

/**
 * §5/issue 15: the e-mail as it is checked, sent, stored and compared: surrounding white space removed (as browsers
 * do for type=email) and in lower case, so that "Eleve@Example.org" and "eleve@example.org" are one account at
 * sign-up, login, password reset and in family invites (addresses are not case-sensitive in practice).
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** §5: whether an e-mail matches the pattern (after trimming surrounding white space). */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(normalizeEmail(value));
}
