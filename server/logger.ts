// Structured JSON logs on stdout. Never log secrets, tokens, passwords or cookies.
type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export function createLogger(
  level: Level | "silent",
  write: (line: string) => void = (l) => process.stdout.write(l + "\n"),
): Logger {
  const log =
    (at: Level) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[at] < ORDER[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields }));
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

export function describeError(error: unknown): Record<string, unknown> {
  return error instanceof Error
    ? { error: error.message, name: error.name, stack: error.stack }
    : { error: String(error) };
}
