// Issue 6: the Hasher port with node:crypto.
import type { Hasher } from "../../../../application/api/premium/checkout/ports.ts";
import { sha256Hex } from "./signatures.ts";

/** Issue 6: SHA-256 (hex) with node:crypto. */
export class NodeHasher implements Hasher {
  sha256(text: string): string {
    return sha256Hex(text);
  }
}
