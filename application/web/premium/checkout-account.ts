// §2 /premium/checkout, issue 6 "sign-up or login without leaving the checkout": the account step. It reuses
// the account area's use cases (SignUp, CompleteProfiling). A new account is profiled in the same step (who
// they are, their level, their country) so that the member is not sent away to profiling (§4) in the middle of
// the purchase.
import { errAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { FormErrors } from "../../../domain/validation/forms.ts";
import { CompleteProfiling } from "../account/profiling.ts";
import { SignUp, type SignUpFailure } from "../account/sign-up.ts";
import { checkCheckoutSignUp, type CheckoutSignUpField, type CheckoutSignUpInput } from "./checkout-forms.ts";

export type CheckoutSignUpFailure =
  | { type: "Invalid"; errors: FormErrors<CheckoutSignUpField> }
  | Exclude<SignUpFailure, { type: "Invalid" }>
  /** The account exists and is logged in, but the profile could not be saved (profiling will be asked later). */
  | { type: "ProfileNotSaved" };

@injectable()
export class CheckoutSignUp {
  constructor(
    @inject(SignUp) private readonly signUp: SignUp,
    @inject(CompleteProfiling) private readonly profiling: CompleteProfiling,
  ) {}

  /** §5 checks of both parts first (one list of messages), then the account, then its profile. */
  execute(input: CheckoutSignUpInput): ResultAsync<{ memberId: string }, CheckoutSignUpFailure> {
    const errors = checkCheckoutSignUp(input);
    if (errors) return errAsync({ type: "Invalid", errors });
    const { accessType, levelOfEducation, country, today, ...account } = input;
    return this.signUp
      .execute({ ...account, today })
      .mapErr((failure): CheckoutSignUpFailure => failure)
      .andThen((created) =>
        this.profiling
          .execute({ accessType, levelOfEducation, country })
          .map(() => created)
          .mapErr((): CheckoutSignUpFailure => ({ type: "ProfileNotSaved" })),
      );
  }
}
