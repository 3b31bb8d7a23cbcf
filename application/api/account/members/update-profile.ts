// Profile update: names, username, birth date (§5 rules), schooling, country and region, feature flags.
import { err, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { checkBirthday } from "../../../../domain/validation/rules.ts";
import type { ProfileEntry, UpdateProfileRequest } from "../../../contracts/account/profile.ts";
import { utcDate } from "../../shared/dates.ts";
import { validationFailed, type ValidationFailed } from "../../shared/errors.ts";
import { ClockToken, type Clock } from "../../shared/ports.ts";
import { GetProfile, type MemberNotFound } from "./get-profile.ts";
import { MemberRepositoryToken, type MemberRepository, type ProfileChanges } from "./ports.ts";

export type UpdateProfileError = ValidationFailed | MemberNotFound;

@injectable()
export class UpdateProfile {
  constructor(
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(GetProfile) private readonly profile: GetProfile,
  ) {}

  execute(memberId: string, input: UpdateProfileRequest): ResultAsync<ProfileEntry[], UpdateProfileError> {
    return new ResultAsync(this.run(memberId, input));
  }

  private async run(
    memberId: string,
    input: UpdateProfileRequest,
  ): Promise<Result<ProfileEntry[], UpdateProfileError>> {
    const now = this.clock.now();
    const { birthdate, featureFlags, ...rest } = input;
    const changes: ProfileChanges = { ...rest };
    if (birthdate !== undefined) {
      const code = checkBirthday(birthdate, utcDate(now));
      if (code) return err(validationFailed({ birthdate: code }));
      changes.birthdate = birthdate.trim();
    }
    if (featureFlags !== undefined) {
      const member = await this.members.findById(memberId);
      if (!member) return err({ type: "MemberNotFound" });
      changes.featureFlags = { ...member.featureFlags, ...featureFlags };
    }
    const outcome = await this.members.updateProfile(memberId, changes, now);
    if (outcome === "username-taken") return err(validationFailed({ username: "UsernameTaken" }));
    if (outcome === "not-found") return err({ type: "MemberNotFound" });
    return this.profile.execute(memberId);
  }
}
