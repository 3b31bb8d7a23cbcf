// Cookie parsing and serialising (RFC 6265), and a per-request jar for server rendering.

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  domain?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "Lax" | "Strict" | "None";
}

export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  parts.push(`Path=${options.path ?? "/"}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  parts.push(`SameSite=${options.sameSite ?? "Lax"}`);
  return parts.join("; ");
}

/** Cookies of one server request: reads the request's, collects the Set-Cookie headers to send. */
export class RequestCookieJar {
  private readonly values: Map<string, string>;
  private readonly outgoing = new Map<string, string>();

  constructor(cookieHeader: string | null) {
    this.values = parseCookieHeader(cookieHeader);
  }

  get(name: string): string | null {
    return this.values.get(name) ?? null;
  }

  set(name: string, value: string, options?: CookieOptions): void {
    this.values.set(name, value);
    this.outgoing.set(name, serializeCookie(name, value, options));
  }

  delete(name: string, options?: Omit<CookieOptions, "maxAgeSeconds">): void {
    this.values.delete(name);
    this.outgoing.set(name, serializeCookie(name, "", { ...options, maxAgeSeconds: 0 }));
  }

  /** The Cookie header for a call made on the visitor's behalf (SSR calls to the API). */
  cookieHeader(): string {
    return [...this.values].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; ");
  }

  /** Takes the cookies an API answer set: later calls send them, and the page response passes them on. */
  absorb(setCookieHeaders: readonly string[]): void {
    for (const header of setCookieHeaders) {
      const [pair = "", ...attributes] = header.split(";");
      const index = pair.indexOf("=");
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      let value = pair.slice(index + 1).trim();
      try {
        value = decodeURIComponent(value);
      } catch {
        // keep the raw value
      }
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (expired) this.values.delete(name);
      else this.values.set(name, value);
      this.outgoing.set(name, header);
    }
  }

  /** The Set-Cookie header values to append to the response. */
  setCookieHeaders(): string[] {
    return [...this.outgoing.values()];
  }
}
