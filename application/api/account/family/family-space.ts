// The family space: the holder of a family plan lists, adds and removes child members up to a limit;
// a child sees its holder (hasFamilyPlan in its profile comes from the holder's plan).
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { normalizeEmail } from "../../../../domain/validation/email.ts";
import {
  checkBirthday,
  checkNewPassword,
  checkRequired,
  checkSignUpEmail,
} from "../../../../domain/validation/rules.ts";
import type { AddFamilyMemberRequest, FamilyMemberView, FamilyResponse } from "../../../contracts/account/family.ts";
import { CommonPasswordsToken, PasswordHasherToken, type CommonPasswords, type PasswordHasher } from "../auth/ports.ts";
import { familyMemberView } from "../members/profile-entries.ts";
import { ProfileReader } from "../members/profile-reader.ts";
import { MemberRepositoryToken, type MemberRepository } from "../members/ports.ts";
import { utcDate } from "../../shared/dates.ts";
import { validationFailed, type ValidationFailed } from "../../shared/errors.ts";
import {
  ApiSettingsToken,
  ClockToken,
  IdGeneratorToken,
  type ApiSettings,
  type Clock,
  type IdGenerator,
} from "../../shared/ports.ts";
import { FamilyRepositoryToken, type FamilyRepository } from "./ports.ts";

export type FamilyError =
  | { type: "NoFamily" }
  | { type: "FamilyPlanRequired" }
  | { type: "FamilyLimitReached"; maxMembers: number }
  | { type: "EmailUnavailable" }
  | { type: "FamilyMemberNotFound" }
  | ValidationFailed;

@injectable()
export class FamilySpace {
  constructor(
    @inject(ProfileReader) private readonly reader: ProfileReader,
    @inject(FamilyRepositoryToken) private readonly families: FamilyRepository,
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(PasswordHasherToken) private readonly hasher: PasswordHasher,
    @inject(CommonPasswordsToken) private readonly commonPasswords: CommonPasswords,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
  ) {}

  /** The family of the member (holder or child); NoFamily when there is none. */
  view(memberId: string): ResultAsync<FamilyResponse, FamilyError> {
    return new ResultAsync(this.viewOf(memberId));
  }

  add(holderId: string, input: AddFamilyMemberRequest): ResultAsync<FamilyMemberView, FamilyError> {
    return new ResultAsync(this.addChild(holderId, input));
  }

  remove(holderId: string, memberId: string): ResultAsync<void, FamilyError> {
    return new ResultAsync(
      this.families
        .removeChild(holderId, memberId)
        .then((removed): Result<void, FamilyError> =>
          removed ? ok(undefined) : err({ type: "FamilyMemberNotFound" }),
        ),
    );
  }

  private async viewOf(memberId: string): Promise<Result<FamilyResponse, FamilyError>> {
    const facts = await this.reader.facts(memberId);
    const family = facts?.family;
    if (!facts || !family) return err({ type: "NoFamily" });
    const holderHasPlan = family.holderSubscriptions.some((s) => s.isFamily);
    return ok({
      role: family.role,
      holder: { id: family.holder.id, firstname: family.holder.firstname, lastname: family.holder.lastname },
      members: family.members.map(familyMemberView),
      maxMembers: family.maxMembers,
      canAddMember: family.role === "holder" && holderHasPlan && family.members.length < family.maxMembers,
    });
  }

  private async addChild(
    holderId: string,
    input: AddFamilyMemberRequest,
  ): Promise<Result<FamilyMemberView, FamilyError>> {
    const now = this.clock.now();
    const fields: Record<string, string> = {};
    const firstname = checkRequired(input.firstname);
    if (firstname) fields.firstname = firstname;
    const lastname = checkRequired(input.lastname);
    if (lastname) fields.lastname = lastname;
    const email = checkSignUpEmail(input.email);
    if (email) fields.email = email;
    const password = checkNewPassword(input.password, this.commonPasswords);
    if (password) fields.password = password;
    const birthdate = input.birthdate === undefined || input.birthdate.trim() === "" ? null : input.birthdate.trim();
    if (birthdate !== null) {
      const code = checkBirthday(birthdate, utcDate(now));
      if (code) fields.birthdate = code;
    }
    if (Object.keys(fields).length > 0) return err(validationFailed(fields));

    const facts = await this.reader.facts(holderId);
    if (!facts || facts.family?.role === "member" || !facts.ownSubscriptions.some((s) => s.isFamily)) {
      return err({ type: "FamilyPlanRequired" });
    }
    const id = this.ids.uuid();
    const passwordHash = await this.hasher.hash(input.password);
    const maxMembers = this.settings.familyMaxMembers;
    const outcome = await this.families.addChild({
      holderId,
      maxMembers,
      now,
      child: {
        id,
        email: normalizeEmail(input.email),
        passwordHash,
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        birthdate,
        termsAcceptedAt: now,
        profile: {
          accessType: "student",
          levelOfEducation: input.levelOfEducation,
          country: facts.member.country ?? "FR",
          region: facts.member.region,
          profiledAt: now,
        },
      },
    });
    if (outcome === "limit-reached") return err({ type: "FamilyLimitReached", maxMembers });
    if (outcome === "email-taken") return err({ type: "EmailUnavailable" });
    const added = (await this.families.membersOf(holderId)).find((m) => m.id === id);
    if (!added) return err({ type: "FamilyMemberNotFound" });
    return ok(familyMemberView(added));
  }
}
