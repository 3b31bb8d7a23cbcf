// Production mail: a small SMTP client over node:net / node:tls (no dependency). One connection per mail:
// greeting, EHLO, STARTTLS when offered (smtp://) or TLS from the start (smtps://), AUTH PLAIN when the URL
// has credentials, MAIL FROM, RCPT TO, DATA (UTF-8 text, base64), QUIT.
import { randomUUID } from "node:crypto";
import net from "node:net";
import tls from "node:tls";
import { ResultAsync } from "neverthrow";
import type { MailFailed, MailMessage, Mailer } from "../../../application/api/mail/ports.ts";
import { ONE_CLICK_BODY } from "../../../application/contracts/newsletter-unsubscribe-link.ts";

export interface SmtpOptions {
  /** smtp://user:pass@host:port (STARTTLS when offered) or smtps://... (TLS from the start). */
  url: string;
  /** "Name <address>" or "address". */
  from: string;
  timeoutMs?: number;
  /** Refuse to send credentials or mail over a connection that is not encrypted (default true). */
  requireTls?: boolean;
  /** Extra TLS options (tests: a self-signed certificate). */
  tlsOptions?: tls.ConnectionOptions;
}

const HEADER_SAFE = /^[^\r\n]*$/;

/** The bare address of "Name <a@b.c>" or "a@b.c". */
export function addressOf(mailbox: string): string {
  const match = /<([^<>]+)>\s*$/.exec(mailbox);
  return (match?.[1] ?? mailbox).trim();
}

/** RFC 2047 encoded-word for non-ASCII header text. */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, "utf8").toString("base64")}?=`;
}

function encodeMailbox(mailbox: string): string {
  const match = /^(.*?)\s*<([^<>]+)>\s*$/.exec(mailbox);
  if (!match || !match[1]) return addressOf(mailbox);
  return `${encodeHeader(match[1].replace(/^"|"$/g, ""))} <${match[2]}>`;
}

/** The message as sent after DATA (CRLF line ends, dot-stuffing not needed: base64 body). */
export function formatMessage(message: MailMessage, from: string, now: Date): string {
  const domain = addressOf(from).split("@")[1] ?? "localhost";
  const body = Buffer.from(message.text.replace(/\r?\n/g, "\r\n"), "utf8")
    .toString("base64")
    .replace(/.{1,76}/g, "$&\r\n");
  return [
    `From: ${encodeMailbox(from)}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${now.toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    // Issue 15 (RFC 2369): mail programs show their own "unsubscribe" button on it; the page asks to confirm. With
    // an https link, RFC 8058's one-click: the program POSTs `List-Unsubscribe=One-Click` to it, which unsubscribes.
    ...(message.unsubscribeLink ? [`List-Unsubscribe: <${message.unsubscribeLink}>`] : []),
    ...(message.unsubscribeLink?.startsWith("https://") ? [`List-Unsubscribe-Post: ${ONE_CLICK_BODY}`] : []),
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    body,
  ].join("\r\n");
}

class SmtpError extends Error {}

/** SNI carries host names only, never an IP address. */
function serverName(host: string): { servername?: string } {
  return net.isIP(host) === 0 ? { servername: host } : {};
}

/** Line-oriented reading of SMTP replies ("250-..." continued, "250 ..." final). */
class ReplyReader {
  private buffer = "";
  private waiting: ((reply: { code: number; text: string }) => void) | null = null;
  private failure: ((error: Error) => void) | null = null;
  private lines: string[] = [];

  attach(socket: net.Socket): void {
    socket.on("data", (chunk: Buffer | string) => {
      this.buffer += typeof chunk === "string" ? chunk : chunk.toString("utf8");
      let index: number;
      while ((index = this.buffer.indexOf("\n")) >= 0) {
        const line = this.buffer.slice(0, index).replace(/\r$/, "");
        this.buffer = this.buffer.slice(index + 1);
        this.lines.push(line);
        if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) {
          const reply = { code: Number(line.slice(0, 3)), text: this.lines.join("\n") };
          this.lines = [];
          const resolve = this.waiting;
          this.waiting = null;
          this.failure = null;
          resolve?.(reply);
        }
      }
    });
  }

  detach(socket: net.Socket): void {
    socket.removeAllListeners("data");
    this.buffer = "";
  }

  next(): Promise<{ code: number; text: string }> {
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failure = reject;
    });
  }

  fail(error: Error): void {
    this.failure?.(error);
    this.waiting = null;
    this.failure = null;
  }
}

export class SmtpMailer implements Mailer {
  private readonly url: URL;

  constructor(private readonly options: SmtpOptions) {
    this.url = new URL(options.url);
    if (!HEADER_SAFE.test(options.from)) throw new Error("MAIL_FROM must be one line");
  }

  send(message: MailMessage): ResultAsync<void, MailFailed> {
    return ResultAsync.fromPromise(this.deliver(message), (error): MailFailed => ({
      type: "MailFailed",
      reason: error instanceof Error ? error.message : "SMTP failure",
    }));
  }

  private async deliver(message: MailMessage): Promise<void> {
    if (
      !HEADER_SAFE.test(message.to) ||
      !HEADER_SAFE.test(message.subject) ||
      !/^[^\s<>]*$/.test(message.unsubscribeLink ?? "") ||
      !/^[^\s@<>]+@[^\s@<>]+$/.test(message.to)
    ) {
      throw new SmtpError("refused: recipient, subject or unsubscribe link is not a single safe line");
    }
    const implicitTls = this.url.protocol === "smtps:";
    const host = this.url.hostname;
    const port = Number(this.url.port || (implicitTls ? 465 : 587));
    const timeout = this.options.timeoutMs ?? 15_000;
    const reader = new ReplyReader();
    let socket: net.Socket = implicitTls
      ? tls.connect({ host, port, ...serverName(host), ...this.options.tlsOptions })
      : net.connect({ host, port });
    let encrypted = implicitTls;
    const onError = (error: Error) => reader.fail(error);
    const onTimeout = () => {
      reader.fail(new SmtpError("SMTP time-out"));
      socket.destroy();
    };
    socket.setTimeout(timeout, onTimeout);
    socket.on("error", onError);
    reader.attach(socket);

    const expect = async (codes: number[], what: string) => {
      const reply = await reader.next();
      if (!codes.includes(reply.code))
        throw new SmtpError(`${what}: ${reply.code} ${reply.text.split("\n").at(-1)?.slice(4) ?? ""}`.trim());
      return reply;
    };
    const command = async (line: string, codes: number[], what: string) => {
      const pending = expect(codes, what);
      socket.write(`${line}\r\n`);
      return pending;
    };

    try {
      await expect([220], "greeting");
      const helo = "revizo.local";
      let ehlo = await command(`EHLO ${helo}`, [250], "EHLO");
      if (!encrypted && /STARTTLS/i.test(ehlo.text)) {
        await command("STARTTLS", [220], "STARTTLS");
        reader.detach(socket);
        socket.removeListener("error", onError);
        socket = await new Promise<tls.TLSSocket>((resolve, reject) => {
          const secure = tls.connect({ socket, ...serverName(host), ...this.options.tlsOptions }, () =>
            resolve(secure),
          );
          secure.once("error", reject);
        });
        socket.setTimeout(timeout, onTimeout);
        socket.on("error", onError);
        reader.attach(socket);
        encrypted = true;
        ehlo = await command(`EHLO ${helo}`, [250], "EHLO");
      }
      if (!encrypted && (this.options.requireTls ?? true))
        throw new SmtpError("refused: the SMTP server offers no TLS");
      if (this.url.username) {
        const user = decodeURIComponent(this.url.username);
        const pass = decodeURIComponent(this.url.password);
        await command(`AUTH PLAIN ${Buffer.from(`\0${user}\0${pass}`, "utf8").toString("base64")}`, [235], "AUTH");
      }
      await command(`MAIL FROM:<${addressOf(this.options.from)}>`, [250], "MAIL FROM");
      await command(`RCPT TO:<${message.to}>`, [250, 251], "RCPT TO");
      await command("DATA", [354], "DATA");
      await command(`${formatMessage(message, this.options.from, new Date())}\r\n.`, [250], "message");
      await command("QUIT", [221], "QUIT").catch(() => undefined);
    } finally {
      socket.destroy();
    }
  }
}
