// What the page keeps on `window` (declarations only; the build ships no .d.ts).
import type { App } from "./app.js";
import type { EngineApi, EngineLink } from "./engine/api";
import type { counted, errorText, errorTexts, setLang } from "./kit/i18n.js";
import type { describe } from "./table/history-text.js";

declare global {
  interface Window {
    /** The engine's worker, once Python is up (sw-register.js): one call, JSON text back. */
    tkEngineLink?: EngineLink;
    /** Told of the worker once it is up, when the app asked for it before (engine/client.js). */
    tkOnEngine?: (link: EngineLink) => void;
    /** A new engine worker, up and answering (sw-register.js): the app's restart after a death. */
    tkStartEngine?: () => Promise<EngineLink>;
    /** The latest engine client (engine/client.js), for the browser tests and the bench. */
    tkEngineApi?: EngineApi;
    /** Hooks for the browser tests only (sw-register.js): killEngine() kills the engine's worker. */
    tkTestHooks?: { killEngine?: () => void };
    /** The app: app.js sets it as its module runs, before any screen can take a tap (tests and
     *  a few screens read it). */
    tkApp: App;
    /** For the tests that read every sentence the app can say (tests/browser/journeys/test_language.py). */
    tkTexts?: { counted: typeof counted; describe: typeof describe; errorText: typeof errorText;
      errorTexts: typeof errorTexts; setLang: typeof setLang };
  }
  interface WindowEventMap {
    /** Python could not be started (sw-register.js, vendor/tk-pyodide.mjs): why, in its words. */
    "tk-engine-failed": CustomEvent<string>;
    /** The engine's worker died after its start (sw-register.js): why, for the console. */
    "tk-engine-died": CustomEvent<string>;
  }
}
