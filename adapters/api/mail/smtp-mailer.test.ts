import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailMessage } from "../../../application/api/mail/ports.ts";
import { SmtpMailer, addressOf, formatMessage } from "./smtp-mailer.ts";

interface Session {
  commands: string[];
  data: string;
  secure: boolean;
}

/** A tiny SMTP server for the tests: EHLO, optional STARTTLS, AUTH PLAIN, MAIL, RCPT, DATA, QUIT. */
function fakeSmtp(options: { tlsContext?: { key: string; cert: string }; rcptReply?: string } = {}) {
  const sessions: Session[] = [];
  const server = net.createServer((raw) => {
    const session: Session = { commands: [], data: "", secure: false };
    sessions.push(session);
    let socket: net.Socket = raw;
    let buffer = "";
    let inData = false;
    const reply = (text: string) => socket.write(`${text}\r\n`);
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            reply("250 queued");
          } else session.data += `${line}\r\n`;
          continue;
        }
        session.commands.push(line);
        const verb = line.split(" ")[0]?.toUpperCase();
        if (verb === "EHLO")
          reply(
            options.tlsContext && !session.secure
              ? "250-fake\r\n250-AUTH PLAIN\r\n250 STARTTLS"
              : "250-fake\r\n250 AUTH PLAIN",
          );
        else if (verb === "STARTTLS") {
          reply("220 go ahead");
          socket.removeListener("data", onData);
          const secure = new tls.TLSSocket(socket, { isServer: true, ...options.tlsContext });
          socket = secure;
          session.secure = true;
          secure.on("data", onData);
        } else if (verb === "AUTH") reply("235 authenticated");
        else if (verb === "MAIL") reply("250 ok");
        else if (verb === "RCPT") reply(options.rcptReply ?? "250 ok");
        else if (verb === "DATA") {
          inData = true;
          reply("354 go on");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("500 what");
      }
    };
    raw.on("data", onData);
    reply("220 fake ESMTP");
  });
  return new Promise<{ port: number; sessions: Session[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address() as net.AddressInfo;
      resolve({ port: address.port, sessions, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

const message: MailMessage = {
  to: "eleve@example.org",
  template: "password-reset",
  subject: "Révizo : réinitialisation",
  text: "Bonjour,\nvoici le lien : https://example.org/reset?token=abc\n",
};

function decodedBody(data: string): string {
  const [, body = ""] = data.split("\r\n\r\n");
  return Buffer.from(body.replace(/\r\n/g, ""), "base64").toString("utf8");
}

describe("formatMessage", () => {
  it("writes UTF-8 headers as encoded words and the body in base64 lines", () => {
    const text = formatMessage(message, "Révizo <no-reply@example.org>", new Date("2026-01-02T03:04:05Z"));
    expect(text).toContain(`From: =?UTF-8?B?${Buffer.from("Révizo").toString("base64")}?= <no-reply@example.org>`);
    expect(text).toContain("To: eleve@example.org");
    expect(text).toContain(`Subject: =?UTF-8?B?${Buffer.from(message.subject).toString("base64")}?=`);
    expect(text).toContain("Date: Fri, 02 Jan 2026 03:04:05 +0000");
    expect(text).toMatch(/Message-ID: <[0-9a-f-]+@example\.org>/);
    expect(decodedBody(text)).toBe(message.text.replace(/\n/g, "\r\n"));
    for (const line of text.split("\r\n")) expect(line.length).toBeLessThanOrEqual(998);
    expect(addressOf("plain@example.org")).toBe("plain@example.org");
    expect(text).not.toContain("List-Unsubscribe");
  });

  it("gives a newsletter mail's unsubscribe page as the List-Unsubscribe header (RFC 2369)", () => {
    const link = "https://example.org/newsletter/desinscription?email=eleve%40example.org&token=abc&lang=fr";
    const text = formatMessage({ ...message, unsubscribeLink: link }, "no-reply@example.org", new Date());
    const [headers = ""] = text.split("\r\n\r\n");
    expect(headers.split("\r\n")).toContain(`List-Unsubscribe: <${link}>`);
    // RFC 8058: an https link is also a one-click address.
    expect(headers.split("\r\n")).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("offers no one-click unsubscribe for a plain http link (RFC 8058 asks for https)", () => {
    const link = "http://127.0.0.1:5173/newsletter/desinscription?email=eleve%40example.org&token=abc&lang=fr";
    const text = formatMessage({ ...message, unsubscribeLink: link }, "no-reply@example.org", new Date());
    expect(text).toContain(`List-Unsubscribe: <${link}>`);
    expect(text).not.toContain("List-Unsubscribe-Post");
  });
});

describe("SmtpMailer", () => {
  it("delivers through a plain server when TLS is not required, with AUTH PLAIN", async () => {
    const server = await fakeSmtp();
    try {
      const mailer = new SmtpMailer({
        url: `smtp://user%40x:p%3Ass@127.0.0.1:${server.port}`,
        from: "Révizo <no-reply@example.org>",
        requireTls: false,
      });
      expect((await mailer.send(message)).isOk()).toBe(true);
      const [session] = server.sessions;
      expect(session?.commands).toEqual([
        "EHLO revizo.local",
        `AUTH PLAIN ${Buffer.from("\0user@x\0p:ss").toString("base64")}`,
        "MAIL FROM:<no-reply@example.org>",
        "RCPT TO:<eleve@example.org>",
        "DATA",
        "QUIT",
      ]);
      expect(decodedBody(session?.data ?? "")).toContain("reset?token=abc");
    } finally {
      await server.close();
    }
  });

  it("refuses to send over a server that offers no TLS, by default", async () => {
    const server = await fakeSmtp();
    try {
      const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${server.port}`, from: "no-reply@example.org" });
      expect((await mailer.send(message))._unsafeUnwrapErr().reason).toMatch(/no TLS/);
      expect(server.sessions[0]?.commands).not.toContain("DATA");
    } finally {
      await server.close();
    }
  });

  it("reports a refused recipient, an unreachable server and unsafe headers as MailFailed", async () => {
    const server = await fakeSmtp({ rcptReply: "550 no such user" });
    try {
      const mailer = new SmtpMailer({
        url: `smtp://127.0.0.1:${server.port}`,
        from: "no-reply@example.org",
        requireTls: false,
      });
      expect((await mailer.send(message))._unsafeUnwrapErr()).toEqual({
        type: "MailFailed",
        reason: "RCPT TO: 550 no such user",
      });
      expect(
        (await mailer.send({ ...message, subject: "hi\r\nBcc: all@example.org" }))._unsafeUnwrapErr().reason,
      ).toMatch(/single safe line/);
      expect((await mailer.send({ ...message, to: "a@b.c>\r\nRCPT TO:<x@y.z" }))._unsafeUnwrapErr().reason).toMatch(
        /single safe line/,
      );
    } finally {
      await server.close();
    }
    const down = new SmtpMailer({ url: "smtp://127.0.0.1:1", from: "no-reply@example.org", timeoutMs: 500 });
    expect((await down.send(message)).isErr()).toBe(true);
    expect(() => new SmtpMailer({ url: "smtp://127.0.0.1:1", from: "a@b.c\r\nX: y" })).toThrow();
  });

  describe("STARTTLS", () => {
    let dir = "";
    let context: { key: string; cert: string } | null = null;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), "smtp-tls-"));
      try {
        execFileSync(
          "openssl",
          [
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-keyout",
            path.join(dir, "key.pem"),
            "-out",
            path.join(dir, "cert.pem"),
            "-days",
            "1",
            "-subj",
            "/CN=localhost",
          ],
          { stdio: "ignore" },
        );
        context = {
          key: readFileSync(path.join(dir, "key.pem"), "utf8"),
          cert: readFileSync(path.join(dir, "cert.pem"), "utf8"),
        };
      } catch {
        context = null;
      }
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("upgrades the connection before authenticating and sending", async (test) => {
      if (!context) return test.skip();
      const server = await fakeSmtp({ tlsContext: context });
      try {
        const mailer = new SmtpMailer({
          url: `smtp://u:p@127.0.0.1:${server.port}`,
          from: "no-reply@example.org",
          tlsOptions: { ca: context.cert, servername: "localhost" },
        });
        expect((await mailer.send(message)).isOk()).toBe(true);
        const [session] = server.sessions;
        expect(session?.secure).toBe(true);
        expect(session?.commands.slice(0, 4)).toEqual([
          "EHLO revizo.local",
          "STARTTLS",
          "EHLO revizo.local",
          `AUTH PLAIN ${Buffer.from("\0u\0p").toString("base64")}`,
        ]);
        expect(decodedBody(session?.data ?? "")).toContain("Bonjour");
      } finally {
        await server.close();
      }
    });
  });
});
