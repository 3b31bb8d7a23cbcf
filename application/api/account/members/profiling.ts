// Profiling: what the member has told so far, and the step that completes the profile (§4 "logged in
// without profile"; member endpoints answer 409 until it is done, §8).
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import {
  ACCESS_TYPES,
  LEVELS_OF_EDUCATION,
  type ProfileEntry,
  type ProfilingRequest,
  type ProfilingStateResponse,
} from "../../../contracts/account/profile.ts";
import { validationFailed, type ValidationFailed } from "../../shared/errors.ts";
import { ClockToken, type Clock } from "../../shared/ports.ts";
import { GetProfile, type MemberNotFound } from "./get-profile.ts";
import { MemberRepositoryToken, type MemberRepository, type ProfileChanges } from "./ports.ts";

@injectable()
export class GetProfilingState {
  constructor(@inject(MemberRepositoryToken) private readonly members: MemberRepository) {}

  execute(memberId: string): ResultAsync<ProfilingStateResponse, MemberNotFound> {
    return new ResultAsync(
      this.members.findById(memberId).then((member): Result<ProfilingStateResponse, MemberNotFound> => {
        if (!member) return err({ type: "MemberNotFound" });
        return ok({
          required: member.profiledAt === null,
          refreshStep: member.refreshProfilingStep,
          values: {
            accessType: member.accessType,
            levelOfEducation: member.levelOfEducation,
            currentDegree: member.currentDegree,
            country: member.country,
            region: member.region,
            username: member.username,
          },
          options: { accessTypes: [...ACCESS_TYPES], levelsOfEducation: [...LEVELS_OF_EDUCATION] },
        });
      }),
    );
  }
}

export type ProfilingError = ValidationFailed | MemberNotFound;

@injectable()
export class CompleteProfiling {
  constructor(
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(GetProfile) private readonly profile: GetProfile,
  ) {}

  execute(memberId: string, input: ProfilingRequest): ResultAsync<ProfileEntry[], ProfilingError> {
    return new ResultAsync(this.run(memberId, input));
  }

  private async run(memberId: string, input: ProfilingRequest): Promise<Result<ProfileEntry[], ProfilingError>> {
    const now = this.clock.now();
    const changes: ProfileChanges = {
      accessType: input.accessType,
      levelOfEducation: input.levelOfEducation,
      currentDegree: input.currentDegree ?? null,
      country: input.country,
      region: input.region ?? null,
      profiledAt: now,
      refreshProfilingStep: null,
    };
    if (input.username !== undefined) changes.username = input.username;
    const outcome = await this.members.updateProfile(memberId, changes, now);
    if (outcome === "username-taken") return err(validationFailed({ username: "UsernameTaken" }));
    if (outcome === "not-found") return err({ type: "MemberNotFound" });
    return this.profile.execute(memberId);
  }
}
