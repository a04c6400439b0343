// A replicated revision survives validation. Replication pushes a document's new revision with
// `_bulk_docs` and `new_edits: false`, its history in `_revisions`; pouchdb-validation (which
// express-pouchdb runs whenever a database has a validate_doc_update) sets the document's
// `_revisions` to the STORED revision's history before it calls the validation function, on
// the very object it then stores. The new revision then names a history that ends in the old
// one: PouchDB takes it as known, answers `[]` and stores nothing. A player who changed their
// report lost the change without a word. Here the request's documents are parsed before
// express-pouchdb's own parser (which then leaves `req.body` as it is), and each one's
// `_revisions` is kept as it was sent: a write to it is ignored, a read gives the sent history
// (what CouchDB, too, hands the validation function).
import { json } from "node:stream/consumers";

const BULK_DOCS = /^\/[^/]+\/_bulk_docs\/?$/;

export function keepRevisions() {
  return (req, res, next) => {
    if (req.method !== "POST" || !BULK_DOCS.test(req.path) || req._body) {
      next();
      return;
    }
    json(req).then(
      (body) => {
        if (body && body.new_edits === false && Array.isArray(body.docs)) {
          for (const doc of body.docs) if (doc && typeof doc === "object" && "_revisions" in doc) keep(doc);
        }
        req.body = body;
        req._body = true;          // (body-parser, as express-pouchdb uses it, parses no further)
        next();
      },
      () => {
        res.status(400).set("Content-Type", "application/json")
          .send(`${JSON.stringify({ error: "bad_request", reason: "invalid UTF-8 JSON" })}\n`);
      },
    );
  };
}

/** @param {Record<string, unknown>} doc */
function keep(doc) {
  const sent = doc._revisions;
  Object.defineProperty(doc, "_revisions", {
    get: () => sent,
    set: () => {},
    enumerable: true,
    configurable: true,
  });
}
