// What vendor/tk-idle-collect.js (the build's classic-script copy of tk-idle-collect.mjs, loaded
// by service-worker.js with importScripts) declares in the service worker's global scope.
declare const collectSoon: typeof import("./tk-idle-collect.mjs").collectSoon;
