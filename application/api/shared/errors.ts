// Expected failures shared by several use cases.

/** Input that passed the contract's types but breaks a rule; `fields` maps a field to its code (§5 codes). */
export type ValidationFailed = { type: "ValidationFailed"; fields: Record<string, string> };

/** Too many attempts from this address or for this account. */
export type TooManyAttempts = { type: "TooManyAttempts"; retryAfterSeconds: number };

export const validationFailed = (fields: Record<string, string>): ValidationFailed => ({
  type: "ValidationFailed",
  fields,
});
