// §3 "Device registration", §7 POST /device: the installation id and the registration payload.
import { err, ok, type Result } from "neverthrow";
import * as v from "valibot";
import { MAX_CAMPAIGN_VALUE_LENGTH } from "./campaign-params.ts";

/** §3: an installation id is a UUID (any version), kept in lower case. */
export const InstallationIdSchema = v.pipe(v.string(), v.trim(), v.uuid(), v.toLowerCase(), v.brand("InstallationId"));
export type InstallationId = v.InferOutput<typeof InstallationIdSchema>;

export type InstallationIdError = { type: "InvalidInstallationId" };

/** §3: checks a UUID given by the caller (randomness stays outside the domain). */
export function installationIdFrom(uuid: string): Result<InstallationId, InstallationIdError> {
  const parsed = v.safeParse(InstallationIdSchema, uuid);
  return parsed.success ? ok(parsed.output) : err({ type: "InvalidInstallationId" });
}

/** §3: the id to use: the stored one when valid; else the fresh UUID, which must then be stored. */
export function resolveInstallationId(
  stored: string | null | undefined,
  freshUuid: string,
): Result<{ id: InstallationId; store: boolean }, InstallationIdError> {
  const existing = stored ? installationIdFrom(stored) : null;
  if (existing?.isOk()) return ok({ id: existing.value, store: false });
  return installationIdFrom(freshUuid).map((id) => ({ id, store: true }));
}

function utmValue(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_CAMPAIGN_VALUE_LENGTH ? trimmed : undefined;
}

/**
 * §7: the payload from the installation id and the utm cookies (blank or over-long values are left out). The id
 * is the one the caller holds (checked, an InstallationId, wherever it can be).
 */
export function deviceRegistration<Id extends string = InstallationId>(
  installationId: Id,
  cookies: { readonly utmId?: string | null; readonly utmCampaign?: string | null },
): { installationId: Id; utmId?: string; utmCampaign?: string } {
  const utmId = utmValue(cookies.utmId);
  const utmCampaign = utmValue(cookies.utmCampaign);
  return {
    installationId,
    ...(utmId && { utmId }),
    ...(utmCampaign && { utmCampaign }),
  };
}
