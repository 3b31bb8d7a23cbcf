import { describe, expect, it } from "vitest";
import { deviceRegistration, installationIdFrom, resolveInstallationId } from "./device.ts";

const UUID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const OTHER = "7C9E6679-7425-40DE-944B-E07FC1F90AE7";

describe("§3 installation id", () => {
  it("accepts a UUID from the caller, lower-cased", () => {
    expect(installationIdFrom(UUID)._unsafeUnwrap()).toBe(UUID);
    expect(installationIdFrom(OTHER)._unsafeUnwrap()).toBe(OTHER.toLowerCase());
  });
  it("rejects anything else", () => {
    for (const bad of ["", "1234", "0f8fad5b-d9cb-469f-a165-70867728950", "not-a-uuid-at-all-really-no-000000"]) {
      expect(installationIdFrom(bad)._unsafeUnwrapErr()).toEqual({ type: "InvalidInstallationId" });
    }
  });
  it("keeps a valid stored id and otherwise takes the fresh one, to be stored", () => {
    expect(resolveInstallationId(UUID, OTHER)._unsafeUnwrap()).toEqual({ id: UUID, store: false });
    expect(resolveInstallationId(null, OTHER)._unsafeUnwrap()).toEqual({ id: OTHER.toLowerCase(), store: true });
    expect(resolveInstallationId("corrupted", UUID)._unsafeUnwrap()).toEqual({ id: UUID, store: true });
    expect(resolveInstallationId(null, "bad").isErr()).toBe(true);
  });
});

describe("§3/§7 device registration payload", () => {
  const id = installationIdFrom(UUID)._unsafeUnwrap();
  it("carries the utm cookies when present", () => {
    const payload = deviceRegistration(id, { utmId: "42", utmCampaign: " bac " });
    expect(payload).toEqual({ installationId: UUID, utmId: "42", utmCampaign: "bac" });
  });
  it("leaves out blank, missing or over-long utm values", () => {
    expect(deviceRegistration(id, {})).toEqual({ installationId: UUID });
    expect(deviceRegistration(id, { utmId: " ", utmCampaign: null })).toEqual({ installationId: UUID });
    expect(deviceRegistration(id, { utmCampaign: "x".repeat(201) })).toEqual({ installationId: UUID });
  });
});
