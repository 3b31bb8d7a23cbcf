// Port of device registrations (§3).
import type { DeviceResponse } from "../../../contracts/account/device.ts";

/** §3: an installation as stored: the contract's registration (without its `created`) and the member last seen on it. */
export interface DeviceRecord extends Omit<DeviceResponse, "created"> {
  memberId: string | null;
}

export interface DeviceRepository {
  /**
   * Registers an installation, or updates it: the member becomes the latest one seen on it; utm values
   * are kept from the first registration unless the new call brings them. `created` is false for a known one.
   */
  upsert(input: {
    id: string;
    installationId: string;
    memberId: string | null;
    utmId: string | null;
    utmCampaign: string | null;
    now: Date;
  }): Promise<{ device: DeviceRecord; created: boolean }>;
}
export const DeviceRepositoryToken = Symbol("DeviceRepository");
