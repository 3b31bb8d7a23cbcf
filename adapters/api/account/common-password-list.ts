// Issue 14: the common passwords a new password may not be (domain/validation/rules.ts checkNewPassword).
// common-passwords.json: the 10,000 most frequent passwords of at least 8 characters of the ranked list shipped by
// the npm package @zxcvbn-ts/language-common 4.1.3 (src/passwords.json, MIT: common-passwords.LICENSE.txt), in
// lower case, followed by a few French ones compiled for this product (docs/decisions/022-login-throttling.md
// says how to regenerate it). Shorter passwords are refused by length already.
import type { CommonPasswords } from "../../../application/api/account/auth/ports.ts";
import list from "./common-passwords.json" with { type: "json" };

export class CommonPasswordList implements CommonPasswords {
  private readonly passwords: ReadonlySet<string> = new Set(list);

  has(candidate: string): boolean {
    return this.passwords.has(candidate);
  }
}
