// A named step of the start: marked where it begins and ends (performance marks
// "tk-step:<name>:start" / ":end"), which tools/bench reads by those names.

/** @template T @param {string} name @param {() => Promise<T> | T} run @returns {Promise<T>} */
export async function step(name, run) {
  performance.mark(`tk-step:${name}:start`);
  try {
    return await run();
  } finally {
    performance.mark(`tk-step:${name}:end`);
  }
}
