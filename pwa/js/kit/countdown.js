// Helpers of the draft, match and tournament screens: a pausable countdown that runs in the
// page (the engine gives the seconds, never reads a clock), the end-of-time signal (a
// WebAudio beep and a vibration), and a button that asks for a second tap before a
// destructive action.
//
// Tests speed time up with localStorage "tk-time-scale" (0.01: a 40 s pick lasts 0.4 s).

import { h } from "./dom.js";

/** @returns {number} */
export function timeScale() {
  try {
    const n = Number(localStorage.getItem("tk-time-scale"));
    return Number.isFinite(n) && n > 0 && n <= 10 ? n : 1;
  } catch (_) { return 1; }
}

// A countdown keyed by what it counts: set(key, ms) restarts it only for a new key, so a
// re-render never resets a running pick. It is paused by the user (pause/resume) and held
// while its screen is closed (hold/release); it runs when neither.
export class Countdown {
  constructor() {
    /** @type {string | null} */
    this.key = null;
    /** @type {number | null} */
    this.totalMs = null;
    /** @type {number | null} */
    this.leftMs = null;
    /** @type {number | null} */
    this.since = null;        // Date.now() when it last started running
    this.paused = false;
    this.held = true;
  }

  /** @param {string} key @param {number} ms */
  set(key, ms) {
    if (key === this.key) return;
    this.key = key;
    this.totalMs = ms;
    this.leftMs = ms;
    this.since = this.running ? Date.now() : null;
  }

  get running() { return !this.paused && !this.held && this.leftMs !== null; }

  /** @returns {number | null} ms left; null before the first set() */
  remaining() {
    if (this.leftMs === null) return null;
    const spent = this.since !== null ? Date.now() - this.since : 0;
    return Math.max(0, this.leftMs - spent);
  }

  _stop() {
    if (this.since !== null) { this.leftMs = this.remaining(); this.since = null; }
  }

  _maybeStart() {
    if (this.running && this.since === null) this.since = Date.now();
  }

  pause() { this._stop(); this.paused = true; }
  resume() { this.paused = false; this._maybeStart(); }
  hold() { this._stop(); this.held = true; }
  release() { this.held = false; this._maybeStart(); }
}

/** @param {number | null | undefined} ms @returns {string} */
export function clockText(ms) {
  if (ms === null || ms === undefined) return "—";
  const total = Math.ceil(ms / 1000);
  const sign = total < 0 ? "−" : "";
  const s = Math.abs(total);
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, "0");
  return hours ? `${sign}${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${sign}${minutes}:${seconds}`;
}

/** @type {AudioContext | null} */
let audio = null;

// The end of a pick (or of the round): a short beep and a buzz, where the device allows.
export function signalEnd() {
  window.tkSignals = (window.tkSignals || 0) + 1;
  try {
    audio ||= new (window.AudioContext || /** @type {typeof AudioContext} */ (window.webkitAudioContext))();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 880;
    gain.gain.value = 0.2;
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.25);
  } catch (_) { /* no audio here */ }
  try { if (navigator.vibrate) navigator.vibrate([200, 100, 200]); } catch (_) { /* none */ }
}

// A button for something that cannot be taken back lightly: the first tap arms it (its
// text asks again), the second within four seconds does it. It acts on the button tapped
// (a screen redrawn in place keeps that element and hands it this drawing's handler); a
// redraw in between draws it unarmed again, and then it asks again.
/**
 * @param {string} label
 * @param {string} armedLabel what it says once armed
 * @param {() => unknown} onConfirm
 * @param {import("./types").Attrs<HTMLButtonElement>} [attrs] more of the button's (not onclick)
 * @returns {HTMLButtonElement}
 */
export function armedButton(label, armedLabel, onConfirm, attrs = {}) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  return h("button", { ...attrs, onclick: (e) => {
    const button = e.currentTarget;
    if (button.dataset.armed === "1") {
      clearTimeout(timer);
      delete button.dataset.armed;
      button.textContent = label;
      onConfirm();
      return;
    }
    button.dataset.armed = "1";
    button.textContent = armedLabel;
    timer = setTimeout(() => { delete button.dataset.armed; button.textContent = label; }, 4000);
  } }, label);
}
