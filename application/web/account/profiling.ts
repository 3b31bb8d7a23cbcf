// §2 /profiling, §4 "logged in without profile": the steps that complete a member's profile: who they are
// (parent or pupil/student), then the level of education (a parent gives their child's), then done. The
// answers travel in the page address between steps (so the flow works without JavaScript); the last step
// sends them to the API (POST /profiling), which clears any refreshProfiling entry.
import { errAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import * as v from "valibot";
import { callOf } from "../../contracts/endpoint.ts";
import type { LevelOfEducation } from "../../../domain/validation/newsletter.ts";
import { COMPLETE_PROFILING, GET_PROFILING, type ProfilingStateResponse } from "../../contracts/account/profile.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "./session/ports.ts";
import { checkProfilingAnswers, countryCode, isAccessType, isLevel, type AccessType } from "./form-checks.ts";
import { PROFILING_FIELDS, type ProfilingField } from "./form-fields.ts";
import { accountFailure, commonFailure, type CommonFailure, type InvalidForm, type NotLoggedIn } from "./failures.ts";

/** §4: the profiling steps, in order. */
export const PROFILING_STEPS = ["userType", "level", "done"] as const;
export type ProfilingStep = (typeof PROFILING_STEPS)[number];

/** The answers given so far (from the page address). */
export interface ProfilingAnswers {
  accessType: AccessType | null;
  levelOfEducation: LevelOfEducation | null;
  country: string | null;
}

/** The answers a query string holds (unknown values are ignored). */
export function readProfilingAnswers(query: URLSearchParams): ProfilingAnswers {
  const accessType = query.get("accessType");
  const level = query.get("levelOfEducation");
  return {
    accessType: isAccessType(accessType) ? accessType : null,
    levelOfEducation: isLevel(level) ? level : null,
    country: countryCode(query.get("country")),
  };
}

/** §4: the step to show: `done` once completed, the level once the user type is known, else the user type. */
export function profilingStep(query: URLSearchParams): ProfilingStep {
  const asked = query.get("step");
  if (asked === "done") return "done";
  const answers = readProfilingAnswers(query);
  if (asked === "userType" || answers.accessType === null) return "userType";
  return "level";
}

export type ProfilingState = ProfilingStateResponse;
export type LoadProfilingFailure = NotLoggedIn | CommonFailure;
export type CompleteProfilingFailure = InvalidForm<ProfilingField> | NotLoggedIn | CommonFailure;

@injectable()
export class LoadProfiling {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  /** Where the member stands: profiling required or not, the values known, the step to refresh. */
  execute(): ResultAsync<ProfilingState, LoadProfilingFailure> {
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    return this.api.request(callOf(GET_PROFILING)).mapErr(commonFailure);
  }
}

@injectable()
export class CompleteProfiling {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  /** §4: done once the profile is complete. */
  execute(input: Record<ProfilingField, string>): ResultAsync<void, CompleteProfilingFailure> {
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    const errors = checkProfilingAnswers(input);
    if (errors) return errAsync({ type: "Invalid", errors });
    return this.api
      .request({
        ...callOf(COMPLETE_PROFILING),
        // The form's strings as typed (checked above); the API judges them and answers field codes.
        body: {
          accessType: input.accessType,
          levelOfEducation: input.levelOfEducation,
          country: countryCode(input.country),
        },
        schema: v.unknown(), // only the status matters
      })
      .map(() => undefined)
      .mapErr((failure) => accountFailure(failure, { fields: PROFILING_FIELDS }));
  }
}
