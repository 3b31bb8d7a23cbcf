// The pages of the member space: my account (profile, plans, family), the post-login home (§2
// /revisions/cours-et-quiz: greeting, level, recent progress) and my future (/mon-avenir). Each needs a
// session: without one the page sends the visitor to /login.
import { okAsync, ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { FamilyMemberView, FamilyResponse } from "../../contracts/account/family.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { LoadProgressSummaries, type ProgressSummary } from "../learning/progress.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "./session/ports.ts";
import type { CommonFailure } from "./failures.ts";
import { ListFamily, WeeklyDigest } from "./family.ts";
import type { WeeklyFamilyDigest } from "../../contracts/coach.ts";
import { fetchMemberProfile, type MemberProfile, type ProfileLoadFailure } from "./member-profile.ts";

export interface AccountPage {
  profile: MemberProfile;
  /** The family space of a family account; null otherwise, or when it could not be loaded. */
  family: FamilyResponse | null;
  /** True when the member has a family account but its family could not be loaded. */
  familyUnavailable: boolean;
  /** For the holder of a family plan, each child's progress by child id (null: it could not be loaded). */
  childrenProgress: Record<string, ProgressSummary | null>;
  /** Issue 30: for the holder of a family plan, the children's last week (null: another member, or unreadable). */
  weeklyDigest: WeeklyFamilyDigest | null;
}

export interface MemberHome {
  profile: MemberProfile;
  /** Null when the progress could not be loaded (the page shows the rest). */
  progress: ProgressSummary | null;
  /**
   * For the holder of a family plan: each child with their progress, as the family space shows them (empty: no child
   * yet). Null for any other member, or when the family could not be loaded.
   */
  familyChildren: ChildProgress[] | null;
}

/** A child of the family and their progress summary (null: it could not be loaded). */
export interface ChildProgress {
  child: FamilyMemberView;
  progress: ProgressSummary | null;
}

/**
 * The family of a family account and, for its holder, each child's progress in `locale` (a child whose progress
 * cannot be loaded is still listed, with null). A child member of the family gets no progress.
 */
function familyWithProgress(
  families: ListFamily,
  progress: LoadProgressSummaries,
  locale: Locale,
): ResultAsync<{ family: FamilyResponse | null; children: ChildProgress[] }, CommonFailure> {
  return families.execute().andThen((family) =>
    ResultAsync.combine(
      (family?.role === "holder" ? family.members : []).map((child) =>
        progress
          .ofChild(child.id, locale)
          .map((summary): ChildProgress => ({ child, progress: summary }))
          .orElse(() => okAsync<ChildProgress, never>({ child, progress: null })),
      ),
    ).map((children) => ({ family, children })),
  );
}

@injectable()
export class LoadAccountPage {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
    @inject(ListFamily) private readonly families: ListFamily,
    @inject(LoadProgressSummaries) private readonly progress: LoadProgressSummaries,
    @inject(WeeklyDigest) private readonly digest: WeeklyDigest,
  ) {}

  /** The account page, with the children's progress in `locale` for a family-plan holder. */
  execute(locale: Locale): ResultAsync<AccountPage, ProfileLoadFailure> {
    return fetchMemberProfile(this.api, this.cookie).andThen((profile) => {
      const none = { childrenProgress: {}, weeklyDigest: null };
      if (!profile.family) return okAsync({ profile, family: null, familyUnavailable: false, ...none });
      return familyWithProgress(this.families, this.progress, locale)
        .andThen(({ family, children }) =>
          (family?.role === "holder" ? this.digest.load(locale) : okAsync(null)).map((weeklyDigest) => ({
            profile,
            family,
            familyUnavailable: false,
            childrenProgress: Object.fromEntries(children.map(({ child, progress }) => [child.id, progress])),
            weeklyDigest,
          })),
        )
        .orElse(() => okAsync({ profile, family: null, familyUnavailable: true, ...none }));
    });
  }
}

@injectable()
export class LoadMemberHome {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
    @inject(ListFamily) private readonly families: ListFamily,
    @inject(LoadProgressSummaries) private readonly progress: LoadProgressSummaries,
  ) {}

  /**
   * The home, with the member's progress summary (titles in `locale`) and, for the holder of a family plan, their
   * children's: a parent's own progress is mostly empty, what they come for is their children's.
   */
  execute(locale: Locale): ResultAsync<MemberHome, ProfileLoadFailure> {
    return fetchMemberProfile(this.api, this.cookie).andThen((profile) => {
      const own = this.progress
        .mine(locale)
        .map((summary): ProgressSummary | null => summary)
        .orElse(() => okAsync(null));
      const children = profile.family
        ? familyWithProgress(this.families, this.progress, locale)
            .map(({ family, children }): ChildProgress[] | null => (family?.role === "holder" ? children : null))
            .orElse(() => okAsync(null))
        : okAsync<ChildProgress[] | null, never>(null);
      return ResultAsync.combine([own, children]).map(([progress, familyChildren]): MemberHome => ({
        profile,
        progress,
        familyChildren,
      }));
    });
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
