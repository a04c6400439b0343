// PouchDB ships no types; the event screens use only its documented calls (new, put, get,
// remove, allDocs, changes, sync), and treat what it gives back as any.
declare module "pouchdb-browser" {
  const PouchDB: any; // any: PouchDB ships no types
  export default PouchDB;
}
