// What the page can tell about a chosen file without the engine: too large, not UTF-8 text,
// empty, brackets nested deeper than any file of the app, a broken character. Each is said at
// once, and the engine is not asked: a file of 100,000 "[" would overflow the engine's small
// WebAssembly stack before Python could refuse it. The engine makes the same checks itself
// (engine/file_json.py, engine/table_file.py), for the command line and anything else.

export const MAX_DEPTH = 64;          // engine/file_json.py's MAX_DEPTH

// The file's text, or the code of why it cannot be one (engine/errors.py's TableFile* codes).
/** @param {File} file @param {number} maxBytes @returns {Promise<{ text: string } | { error: string }>} */
export async function readFileText(file, maxBytes) {
  if (file.size > maxBytes) return { error: "table_file_too_large" };
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch (_) {
    return { error: "table_file_corrupt" };
  }
  const problem = textProblem(text);
  return problem ? { error: problem } : { text };
}

// One pass over the text: its depth outside strings, and each \u escape inside them (half
// of a surrogate pair alone is no character). Null when none of these is wrong.
/** @param {string} text @returns {string | null} */
export function textProblem(text) {
  if (!text.replace(/^\uFEFF/, "").trim()) return "table_file_empty";
  let depth = 0;
  let inString = false;
  let highPending = false;          // the last escape was a high surrogate awaiting its low half
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) {                                             // backslash
        const next = text[i + 1];
        if (next === "u") {
          const unit = parseInt(text.slice(i + 2, i + 6), 16);
          if (highPending && !(unit >= 0xdc00 && unit <= 0xdfff)) return "table_file_bad_text";
          if (!highPending && unit >= 0xdc00 && unit <= 0xdfff) return "table_file_bad_text";
          highPending = unit >= 0xd800 && unit <= 0xdbff;
          i += 5;
          continue;
        }
        if (highPending) return "table_file_bad_text";
        i += 1;
      } else {
        if (highPending) return "table_file_bad_text";
        if (c === 0x22) inString = false;                           // closing quote
      }
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {                          // [ {
      if (++depth > MAX_DEPTH) return "table_file_too_deep";
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return null;
}
