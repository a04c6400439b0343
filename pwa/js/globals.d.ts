// What the page keeps on `window` (declarations only; the build ships no .d.ts).
import type { App } from "./app.js";
import type { EngineApi } from "./engine-api";
import type { counted, errorText, errorTexts, setLang } from "./kit/i18n.js";
import type { describe } from "./table/history-text.js";

declare global {
  interface Window {
    /** The engine's bridge, once Python is up (sw-register.js). */
    tkEngineApi?: EngineApi;
    /** Told of the bridge once it is up, when app.js asked for it before (app's ENGINE). */
    tkOnEngine?: (engine: EngineApi) => void;
    /** A new engine worker, up and answering (sw-register.js): the app's restart after a death. */
    tkStartEngine?: () => Promise<EngineApi>;
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
