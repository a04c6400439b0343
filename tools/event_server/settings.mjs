// What the event server runs with: the port, the address, its own directory, the admin, the
// origins CORS lets in. Each from a flag, else the environment (EVENT_*), else a default;
// the admin's password, when none is given, is made once and kept in the directory so the
// organiser's phone keeps working across restarts.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const USAGE = `usage: node tools/event_server/server.mjs [options]

  --port N         port to listen on (EVENT_PORT, default 5984)
  --host ADDR      address to listen on (EVENT_HOST, default 0.0.0.0: the store's Wi-Fi)
  --dir PATH       the server's own directory: config, log, databases
                   (EVENT_DIR, default .event-server in the current directory)
  --admin NAME     the server admin the organiser's phone signs in as (EVENT_ADMIN, default organiser)
  --password PW    that admin's password (EVENT_PASSWORD; default: made once, kept in DIR/admin-password)
  --origins LIST   origins allowed by CORS, ", "-separated, or * (EVENT_ORIGINS, default *)
  --in-memory      keep databases in memory only (tests, benchmarks)
  --help           this text`;

const FLAGS = {
  port: "EVENT_PORT",
  host: "EVENT_HOST",
  dir: "EVENT_DIR",
  admin: "EVENT_ADMIN",
  password: "EVENT_PASSWORD",
  origins: "EVENT_ORIGINS",
};

/** @param {string[]} argv @param {Record<string, string | undefined>} env */
export function readSettings(argv, env) {
  /** @type {Record<string, string>} */
  const given = {};
  let inMemory = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--help" || arg === "-h") return { help: true };
    if (arg === "--in-memory") {
      inMemory = true;
      continue;
    }
    const name = arg.startsWith("--") ? arg.slice(2) : "";
    if (!(name in FLAGS) || i + 1 >= argv.length) throw new Error(`unknown or incomplete option ${arg}\n\n${USAGE}`);
    given[name] = argv[++i];
  }
  const pick = (name, fallback) => given[name] ?? env[FLAGS[name]] ?? fallback;
  const port = Number(pick("port", "5984"));
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`not a port: ${pick("port", "")}`);
  const dir = resolve(pick("dir", ".event-server"));
  const admin = pick("admin", "organiser");
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(admin)) throw new Error(`an admin's name is letters, digits, "_", "." or "-": ${admin}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return {
    help: false,
    port,
    host: pick("host", "0.0.0.0"),
    dir,
    admin,
    password: pick("password", "") || keptPassword(dir),
    origins: pick("origins", "*"),
    inMemory,
  };
}

/** The password made for the admin on the directory's first start. @param {string} dir */
function keptPassword(dir) {
  const file = join(dir, "admin-password");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const made = randomBytes(9).toString("base64url");
  writeFileSync(file, `${made}\n`, { mode: 0o600 });
  return made;
}

/** Write the server's config.json (read by express-pouchdb as /_config) with the admin, the
 * log file and CORS; the admin's password is written plain and hashed by the server as it
 * loads the file. @param {ReturnType<typeof readSettings>} settings */
export function writeConfig(settings) {
  const file = join(settings.dir, "config.json");
  const config = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  config.admins = { [settings.admin]: settings.password };
  config.log = { ...config.log, file: join(settings.dir, "log.txt") };
  config.httpd = { ...config.httpd, enable_cors: true };
  config.cors = { ...config.cors, origins: settings.origins, credentials: true };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  return file;
}
