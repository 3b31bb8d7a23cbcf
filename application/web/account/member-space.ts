// The pages of the member space: my account (profile, plans, family), the post-login home (§2
// /revisions/cours-et-quiz: greeting, level, recent progress) and my future (/mon-avenir). Each needs a
// session: without one the page sends the visitor to /login.
import { okAsync, ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { FamilyResponse } from "../../contracts/account/family.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { LoadProgressSummaries, type ProgressSummary } from "../learning/progress.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "./session/ports.ts";
import { ListFamily } from "./family.ts";
import { fetchMemberProfile, type MemberProfile, type ProfileLoadFailure } from "./member-profile.ts";

export interface AccountPage {
  profile: MemberProfile;
  /** The family space of a family account; null otherwise, or when it could not be loaded. */
  family: FamilyResponse | null;
  /** True when the member has a family account but its family could not be loaded. */
  familyUnavailable: boolean;
  /** For the holder of a family plan, each child's progress by child id (null: it could not be loaded). */
  childrenProgress: Record<string, ProgressSummary | null>;
}

export interface MemberHome {
  profile: MemberProfile;
  /** Null when the progress could not be loaded (the page shows the rest). */
  progress: ProgressSummary | null;
}

@injectable()
export class LoadAccountPage {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
    @inject(ListFamily) private readonly families: ListFamily,
    @inject(LoadProgressSummaries) private readonly progress: LoadProgressSummaries,
  ) {}

  /** The account page, with the children's progress in `locale` for a family-plan holder. */
  execute(locale: Locale): ResultAsync<AccountPage, ProfileLoadFailure> {
    return fetchMemberProfile(this.api, this.cookie).andThen((profile) => {
      const none = { childrenProgress: {} };
      if (!profile.family) return okAsync({ profile, family: null, familyUnavailable: false, ...none });
      return this.families
        .execute()
        .andThen((family) => {
          const children = family?.role === "holder" ? family.members : [];
          return ResultAsync.combine(
            children.map((child) =>
              this.progress
                .ofChild(child.id, locale)
                .map((summary): [string, ProgressSummary | null] => [child.id, summary])
                .orElse(() => okAsync<[string, ProgressSummary | null], never>([child.id, null])),
            ),
          ).map((entries) => ({
            profile,
            family,
            familyUnavailable: false,
            childrenProgress: Object.fromEntries(entries),
          }));
        })
        .orElse(() => okAsync({ profile, family: null, familyUnavailable: true, ...none }));
    });
  }
}

@injectable()
export class LoadMemberHome {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
    @inject(LoadProgressSummaries) private readonly progress: LoadProgressSummaries,
  ) {}

  /** The home, with the member's progress summary (titles in `locale`). */
  execute(locale: Locale): ResultAsync<MemberHome, ProfileLoadFailure> {
    return fetchMemberProfile(this.api, this.cookie).andThen((profile) =>
      this.progress
        .mine(locale)
        .map((progress): MemberHome => ({ profile, progress }))
        .orElse(() => okAsync({ profile, progress: null })),
    );
  }
}

@injectable()
export class LoadMemberProfile {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  execute(): ResultAsync<MemberProfile, ProfileLoadFailure> {
    return fetchMemberProfile(this.api, this.cookie);
  }
}
