// §7 GET /profile: the member's named entries (§3).
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { ProfileEntry } from "../../../contracts/account/profile.ts";
import { buildProfileEntries } from "./profile-entries.ts";
import { ProfileReader } from "./profile-reader.ts";

export type MemberNotFound = { type: "MemberNotFound" };

@injectable()
export class GetProfile {
  constructor(@inject(ProfileReader) private readonly reader: ProfileReader) {}

  execute(memberId: string): ResultAsync<ProfileEntry[], MemberNotFound> {
    return new ResultAsync(this.run(memberId));
  }

  private async run(memberId: string): Promise<Result<ProfileEntry[], MemberNotFound>> {
    const facts = await this.reader.facts(memberId);
    return facts ? ok(buildProfileEntries(facts)) : err({ type: "MemberNotFound" });
  }
}
