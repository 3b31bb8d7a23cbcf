// Members for API tests, written straight through the repositories (fast), then logged in through the API.
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { CATALOG_BY_ID, type CatalogPlanId } from "../../../domain/premium/catalog.ts";
import { PasswordHasherToken, type PasswordHasher } from "../../../application/api/account/auth/ports.ts";
import { MemberRepositoryToken, type MemberRepository } from "../../../application/api/account/members/ports.ts";
import {
  SubscriptionRepositoryToken,
  type SubscriptionRepository,
} from "../../../application/api/premium/subscriptions.ts";
import { cookieOf, type TestApi } from "./api.ts";

export interface TestMember {
  id: string;
  email: string;
  password: string;
}

export interface Session {
  id: string;
  token: string;
  refreshToken: string;
  cookie: string;
}

export function uniqueEmail(prefix = "member"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.org`;
}

export async function createMember(
  api: TestApi,
  options: {
    email?: string;
    password?: string;
    profiled?: boolean;
    plan?: CatalogPlanId;
    periodEnd?: Date | null;
    status?: "active" | "expired" | "canceled";
  } = {},
): Promise<TestMember> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? "Correct-Horse-42";
  const hasher = api.container.resolve<PasswordHasher>(PasswordHasherToken);
  const members = api.container.resolve<MemberRepository>(MemberRepositoryToken);
  const id = crypto.randomUUID();
  const now = api.clock.now();
  const profiled = options.profiled ?? true;
  const outcome = await members.create(
    {
      id,
      email,
      passwordHash: await hasher.hash(password),
      firstname: "Alex",
      lastname: "Durand",
      birthdate: "2008-04-01",
      termsAcceptedAt: now,
      ...(profiled
        ? {
            profile: {
              accessType: "student",
              levelOfEducation: "seconde",
              country: "FR",
              region: "FR",
              profiledAt: now,
            },
          }
        : {}),
    },
    now,
  );
  expect(outcome).toBe("created");
  if (options.plan) {
    const plan = CATALOG_BY_ID[options.plan].plan;
    await api.container.resolve<SubscriptionRepository>(SubscriptionRepositoryToken).create(
      {
        id: crypto.randomUUID(),
        memberId: id,
        planId: plan.id,
        product: plan.product,
        provider: "sandbox",
        providerReference: null,
        status: options.status ?? "active",
        isFamily: plan.isFamilyMasterPlan,
        periodStart: new Date(now.getTime() - 86_400_000),
        periodEnd: options.periodEnd === undefined ? new Date(now.getTime() + 300 * 86_400_000) : options.periodEnd,
      },
      now,
    );
  }
  return { id, email, password };
}

export async function login(api: TestApi, member: Pick<TestMember, "email" | "password">): Promise<Session> {
  const response = await api.request("/api/auth/local", {
    body: { identifier: member.email, password: member.password },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { id: string; member: { token: string; refreshToken: string } };
  const cookie = cookieOf(response);
  expect(cookie).not.toBeNull();
  return { id: body.id, token: body.member.token, refreshToken: body.member.refreshToken, cookie: cookie ?? "" };
}

/** The error body of a failed response, checked for the one error shape. */
export async function errorOf(
  response: Response,
): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  const body = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
  expect(Object.keys(body)).toEqual(["error"]);
  expect(typeof body.error.message).toBe("string");
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error;
}
