// The one request that kills a stock PouchDB Server once an admin exists: a non-admin's
// `PUT /<db>` (express-pouchdb's database route calls .info() on what pouchdb-security's
// wrapper returns, a promise for anyone but an admin: "db.info is not a function", and the
// process exits; pouchdb/pouchdb-server#358). Creating and deleting a database is the
// admin's alone, so this refuses both before express-pouchdb sees them, asking the server
// itself (GET /_session with the same credentials) whether the caller is an admin.
import { request } from "node:http";

const DATABASE_PATH = /^\/[^/]+\/?$/;

/** @param {() => number} port the port the server listens on (known once it listens) */
export function databaseGuard(port) {
  return (req, res, next) => {
    if (!(req.method === "PUT" || req.method === "DELETE") || !DATABASE_PATH.test(req.path)) {
      next();
      return;
    }
    const auth = req.headers.authorization;
    const cookie = req.headers.cookie;
    if (!auth && !cookie) {
      refuse(res, 401, "unauthorized", "only the server admin creates or deletes a database");
      return;
    }
    askSession(port(), { authorization: auth, cookie }).then(
      (roles) => {
        if (roles.includes("_admin")) next();
        else refuse(res, 403, "forbidden", "only the server admin creates or deletes a database");
      },
      () => refuse(res, 401, "unauthorized", "name or password is incorrect"),
    );
  };
}

function refuse(res, status, error, reason) {
  res.status(status).set("Content-Type", "application/json").send(`${JSON.stringify({ error, reason })}\n`);
}

/** The caller's roles as the server sees them; rejects when it refuses the credentials. */
function askSession(port, headers) {
  const sent = Object.fromEntries(Object.entries(headers).filter(([, v]) => v));
  return new Promise((resolve, reject) => {
    const ask = request({ host: "127.0.0.1", port, path: "/_session", headers: { ...sent, accept: "application/json" } }, (answer) => {
      let body = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk) => {
        body += chunk;
      });
      answer.on("end", () => {
        try {
          const parsed = JSON.parse(body);
          if (answer.statusCode !== 200 || !parsed.userCtx) reject(new Error(body));
          else resolve(parsed.userCtx.roles || []);
        } catch (error) {
          reject(error);
        }
      });
    });
    ask.on("error", reject);
    ask.end();
  });
}
