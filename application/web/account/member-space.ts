// The pages of the member space: my account (profile, plans, family), the post-login home (§2
// /revisions/cours-et-quiz: greeting, level, recent progress) and my future (/mon-avenir). Each needs a
// session: without one the page sends the visitor to /login.
import { okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { FamilyResponse } from "../../contracts/account/family.ts";
import { ProgressResponse } from "../../contracts/learning.ts";
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
}

/** One finished quiz, as the home lists it. */
export interface RecentQuiz {
  quizId: string;
  score: number;
  maxScore: number;
  completedAt: string;
}

export interface RecentProgress {
  quizzes: RecentQuiz[];
  /** Flashcard reviews among the latest records. */
  flashcardReviews: number;
}

export interface MemberHome {
  profile: MemberProfile;
  /** Null when the progress could not be loaded (the page shows the rest). */
  progress: RecentProgress | null;
}

/** How many records of each kind the home shows. */
export const RECENT_PROGRESS_LIMIT = 5;

@injectable()
export class LoadAccountPage {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
    @inject(ListFamily) private readonly families: ListFamily,
  ) {}

  execute(): ResultAsync<AccountPage, ProfileLoadFailure> {
    return fetchMemberProfile(this.api, this.cookie).andThen((profile) => {
      if (!profile.family) return okAsync({ profile, family: null, familyUnavailable: false });
      return this.families
        .execute()
        .map((family) => ({ profile, family, familyUnavailable: false }))
        .orElse(() => okAsync({ profile, family: null, familyUnavailable: true }));
    });
  }
}

@injectable()
export class LoadMemberHome {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  execute(): ResultAsync<MemberHome, ProfileLoadFailure> {
    return fetchMemberProfile(this.api, this.cookie).andThen((profile) =>
      this.api
        .request({
          method: "GET",
          path: "/progress",
          query: { limit: RECENT_PROGRESS_LIMIT },
          schema: ProgressResponse,
        })
        .map((progress): RecentProgress => ({
          quizzes: progress.quizAttempts.slice(0, RECENT_PROGRESS_LIMIT).map((attempt) => ({
            quizId: attempt.quizId,
            score: attempt.score,
            maxScore: attempt.maxScore,
            completedAt: attempt.completedAt,
          })),
          flashcardReviews: progress.flashcardReviews.length,
        }))
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
