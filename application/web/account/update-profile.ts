// My account: the member edits their names, birth date and level of education (PATCH /profile, only the
// fields sent change). §5 rules: names required, birthday neither before the limit nor in the future.
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import * as v from "valibot";
import { callOf } from "../../contracts/endpoint.ts";
import { UPDATE_PROFILE } from "../../contracts/account/profile.ts";
import { parseProfileEntries } from "../../../domain/account/profile.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "./session/ports.ts";
import { checkProfileForm } from "./form-checks.ts";
import { PROFILE_FIELDS, type ProfileField } from "./form-fields.ts";
import { accountFailure, type CommonFailure, type InvalidForm, type NotLoggedIn } from "./failures.ts";
import { memberProfile, type MemberProfile } from "./member-profile.ts";

export interface UpdateProfileInput {
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD, or empty to leave it as it is. */
  birthdate: string;
  /** One of the levels of education, or empty to leave it as it is. */
  levelOfEducation: string;
  /** §5: today's date, YYYY-MM-DD (the caller's clock). */
  today: string;
}

export type UpdateProfileFailure = InvalidForm<ProfileField> | NotLoggedIn | CommonFailure;

@injectable()
export class UpdateProfile {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  /** The profile as it is after the change. */
  execute(input: UpdateProfileInput): ResultAsync<MemberProfile, UpdateProfileFailure> {
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    const errors = checkProfileForm(input);
    if (errors) return errAsync({ type: "Invalid", errors });
    const body: Record<string, string> = { firstname: input.firstname.trim(), lastname: input.lastname.trim() };
    if (input.birthdate.trim() !== "") body.birthdate = input.birthdate.trim();
    if (input.levelOfEducation.trim() !== "") body.levelOfEducation = input.levelOfEducation.trim();
    return this.api
      .request({ ...callOf(UPDATE_PROFILE, { body }), schema: v.unknown() }) // read leniently by parseProfileEntries
      .mapErr((failure) => accountFailure<ProfileField, never>(failure, { fields: PROFILE_FIELDS }))
      .andThen((answer) =>
        parseProfileEntries(answer).match(
          (parsed) => okAsync(memberProfile(parsed.profile)),
          (): ResultAsync<MemberProfile, UpdateProfileFailure> => errAsync({ type: "Unavailable" }),
        ),
      );
  }
}
