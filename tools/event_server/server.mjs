// The event server for a store's laptop (`make event-server`) and for the tests: PouchDB
// Server's own parts (express-pouchdb over PouchDB, from the pinned pouchdb-server package),
// started with its config, log and databases in a directory of its own, the admin the
// organiser's phone signs in as, CORS for the app's origin, and the guard a stock PouchDB
// Server lacks (guard.mjs), and a replicated revision kept whole through validation
// (keep-revisions.mjs). Prints one JSON line {"event_server": {...}} once it listens.
import { createRequire } from "node:module";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import { databaseGuard } from "./guard.mjs";
import { keepRevisions } from "./keep-revisions.mjs";
import { readSettings, USAGE, writeConfig } from "./settings.mjs";

const fromPouchDBServer = createRequire(createRequire(import.meta.url).resolve("pouchdb-server/package.json"));

function pouchDB(settings) {
  const PouchDB = fromPouchDBServer("pouchdb-core")
    .plugin(fromPouchDBServer("pouchdb-adapter-http"))
    .plugin(fromPouchDBServer("pouchdb-replication"))
    .plugin(fromPouchDBServer("pouchdb-mapreduce"));
  if (settings.inMemory) PouchDB.plugin(fromPouchDBServer("pouchdb-adapter-memory"));
  else PouchDB.plugin(fromPouchDBServer("pouchdb-adapter-leveldb"));
  return PouchDB.defaults({ prefix: `${join(settings.dir, "db")}/` });
}

function main() {
  let settings;
  try {
    settings = readSettings(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(String(error.message || error));
    process.exit(2);
  }
  if (settings.help) {
    console.log(USAGE);
    return;
  }
  const configPath = writeConfig(settings);
  fromPouchDBServer("mkdirp").sync(join(settings.dir, "db"));
  const express = fromPouchDBServer("express");
  const pouchApp = fromPouchDBServer("express-pouchdb")({ configPath });
  const cors = fromPouchDBServer("./lib/cors.js");
  pouchApp.setPouchDB(pouchDB(settings));

  const app = express();
  let listening = 0;
  // Chrome asks a server on the store's network whether a page from elsewhere may reach it
  // (Private Network Access) before CORS; the passwords, not the origin, guard the event.
  app.use((req, res, next) => {
    if (req.headers["access-control-request-private-network"] === "true") res.set("Access-Control-Allow-Private-Network", "true");
    next();
  });
  app.use(cors(pouchApp.couchConfig));
  app.use(databaseGuard(() => listening));
  app.use(keepRevisions());
  app.use(pouchApp);
  const server = app.listen(settings.port, settings.host, () => {
    listening = server.address().port;
    announce(settings, listening);
  });
  server.on("error", (error) => {
    console.error(`event server: ${error.message}`);
    process.exit(1);
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
}

function announce(settings, port) {
  const lan = settings.host === "0.0.0.0"
    ? Object.values(networkInterfaces()).flat().filter((a) => a && a.family === "IPv4" && !a.internal).map((a) => a.address)
    : [];
  const addresses = [settings.host === "0.0.0.0" ? "127.0.0.1" : settings.host, ...lan].map((h) => `http://${h}:${port}/`);
  console.log(JSON.stringify({ event_server: { port, addresses, admin: settings.admin, dir: settings.dir, in_memory: settings.inMemory } }));
  console.log(`Event server for Table Keeper on ${addresses.join(" , ")}`);
  console.log(`  admin: ${settings.admin}   password: ${settings.password}`);
  console.log(`  (type these with the address into the organiser's phone: Settings, event server)`);
  console.log(`  data and config: ${settings.dir}${settings.inMemory ? " (databases in memory)" : ""}`);
  console.log(`  CORS origins: ${settings.origins}`);
}

main();
