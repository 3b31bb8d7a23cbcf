// The family space: the holder of a family plan lists the child accounts of the family, creates one (e-mail,
// name, password, level) or detaches one; a child member sees its holder. §5 rules apply to the new
// child's e-mail and password; the API enforces the plan and the size limit.
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { normalizeEmail } from "../../../domain/validation/email.ts";
import { callOf } from "../../contracts/endpoint.ts";
import {
  ADD_FAMILY_MEMBER,
  GET_FAMILY,
  REMOVE_FAMILY_MEMBER,
  type FamilyMemberView,
  type FamilyResponse,
} from "../../contracts/account/family.ts";
import { UPDATE_WEEKLY_FAMILY_DIGEST, WEEKLY_FAMILY_DIGEST, type WeeklyFamilyDigest } from "../../contracts/coach.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { checkAddChildForm, isLevel } from "./form-checks.ts";
import { ADD_CHILD_FIELDS, type AddChildField } from "./form-fields.ts";
import { accountFailure, commonFailure, knownFailure, type CommonFailure, type InvalidForm } from "./failures.ts";

export interface AddChildInput {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  levelOfEducation: string;
}

/** A family-space refusal of the API. */
export type FamilyRefusal =
  | { type: "EmailUnavailable" }
  | { type: "FamilyPlanRequired" }
  | { type: "FamilyLimitReached" }
  | { type: "FamilyMemberNotFound" };

export type AddChildFailure = InvalidForm<AddChildField> | FamilyRefusal | CommonFailure;
export type RemoveChildFailure = FamilyRefusal | CommonFailure;

const REFUSALS: Readonly<Record<string, FamilyRefusal>> = {
  EmailUnavailable: { type: "EmailUnavailable" },
  FamilyPlanRequired: { type: "FamilyPlanRequired" },
  FamilyLimitReached: { type: "FamilyLimitReached" },
  FamilyMemberNotFound: { type: "FamilyMemberNotFound" },
};

@injectable()
export class ListFamily {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** The family of the member, or null when they have none (NoFamily). */
  execute(): ResultAsync<FamilyResponse | null, CommonFailure> {
    return this.api
      .request(callOf(GET_FAMILY))
      .map((family): FamilyResponse | null => family)
      .orElse((failure): ResultAsync<FamilyResponse | null, CommonFailure> =>
        failure.type === "HttpError" && failure.code === "NoFamily" ? okAsync(null) : errAsync(commonFailure(failure)),
      );
  }
}

@injectable()
export class AddChild {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** The child account created in the holder's family. */
  execute(input: AddChildInput): ResultAsync<FamilyMemberView, AddChildFailure> {
    const errors = checkAddChildForm(input);
    if (errors || !isLevel(input.levelOfEducation)) return errAsync({ type: "Invalid", errors: errors ?? {} });
    return this.api
      .request(
        callOf(ADD_FAMILY_MEMBER, {
          body: {
            firstname: input.firstname.trim(),
            lastname: input.lastname.trim(),
            email: normalizeEmail(input.email),
            password: input.password,
            levelOfEducation: input.levelOfEducation,
          },
        }),
      )
      .mapErr((failure) => accountFailure(failure, { fields: ADD_CHILD_FIELDS, known: REFUSALS }));
  }
}

@injectable()
export class RemoveChild {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** Detaches a child from the family (its account stays, without the family plan). */
  execute(input: { memberId: string }): ResultAsync<void, RemoveChildFailure> {
    const id = input.memberId.trim();
    if (!/^[0-9a-f-]{36}$/i.test(id)) return errAsync({ type: "FamilyMemberNotFound" });
    return this.api
      .request(callOf(REMOVE_FAMILY_MEMBER, { params: { memberId: id } }))
      .map(() => undefined)
      .mapErr((failure) => knownFailure(failure, REFUSALS));
  }
}

/** Issue 30: the weekly word to parents, on the family space: the children's last week, and the Monday mail. */
@injectable()
export class WeeklyDigest {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** The children's last week in `locale`; null when it cannot be read (the family space shows the rest). */
  load(locale: Locale): ResultAsync<WeeklyFamilyDigest | null, never> {
    return this.api
      .request(callOf(WEEKLY_FAMILY_DIGEST, { query: { locale } }))
      .map((digest): WeeklyFamilyDigest | null => digest)
      .orElse(() => okAsync(null));
  }

  /** Asks for the Monday mail in `locale` (the page's language), or stops it. */
  subscribe(subscribed: boolean, locale: Locale): ResultAsync<{ subscribed: boolean }, RemoveChildFailure> {
    return this.api
      .request(callOf(UPDATE_WEEKLY_FAMILY_DIGEST, { body: { subscribed, locale } }))
      .mapErr((failure) => knownFailure(failure, REFUSALS));
  }
}
