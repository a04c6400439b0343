// For tsc only: tk-pyodide.mjs imports "./pyodide/pyodide.mjs", which is the Pyodide package
// the build copies beside it (build/site/vendor/pyodide/). Its types are the package's own.
export { loadPyodide, version } from "pyodide";
