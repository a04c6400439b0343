// Result slips without a network. At the table, the match screen shows the
// result as a QR code (the slip's text is the engine's: engine/tournament/slips.py); the
// organiser's tournament screen scans it with the camera (BarcodeDetector where the browser
// has it, otherwise the jsQR decoder on the video's frames) or takes the slip's text pasted,
// and the engine checks it belongs to this event, round and pairing before it is recorded
// with the same action as the result buttons.

// the QR code writer and reader are loaded when a slip or a scan first needs them
const qrcode = () => import("qrcode").then((m) => m.default || m);
const jsqr = () => import("jsqr").then((m) => m.default || m);
import { bind, h } from "../kit/dom.js";
import { fillOwned } from "../kit/morph.js";
import { errorText, t } from "../kit/i18n.js";
import { reasonOf } from "../kit/reason.js";
import { openSheet, closeSheet, toast } from "../kit/sheet.js";
import { tappedButton, typedText } from "./control-values.js";

/** @typedef {import("../types/state").MatchState} MatchState */
/** @typedef {import("../types/state").MatchReport} MatchReport */
/** @typedef {import("../app.js").App} App */
/** @typedef {import("./types").SlipForm} SlipForm */
/** @typedef {import("./types").SlipUi} SlipUi */

export const SLIP_STRINGS = {
  en: {
    slip_title: "Result slip for the organiser",
    slip_hint: "Type the event's code, the round and the table from the pairings; the organiser scans the code.",
    slip_event: "Event code",
    slip_round: "Round",
    slip_table: "Table",
    slip_qr: "Result slip: {a} {result} {b}, round {round}, table {table}",
    slip_text: "The slip as text",
    slip_scan: "Scan a result slip",
    slip_scan_title: "Scan a result slip",
    slip_scan_hint: "Hold the slip's code in front of the camera.",
    slip_no_camera: "No camera can be used here ({reason}): paste or type the slip's text instead.",
    slip_paste: "Or paste the slip's text",
    slip_record: "Record this slip",
    slip_recorded: "Recorded: round {round}, {player} {result}",
    slip_event_code: "Event code: {code}",
    slip_no_api: "this browser has no camera access",
    slip_camera_NotAllowedError: "the camera was not allowed",
    slip_camera_NotFoundError: "this device has no camera",
    slip_camera_NotReadableError: "the camera is busy or cannot be read",
    slip_camera_OverconstrainedError: "no camera fits",
    slip_camera_SecurityError: "this page may not use the camera",
    qr_hint: "Any phone's camera reads these codes as text: no app and no network needed.",
    qr_part: "{title}, part {n} of {of}",
    qr_pairings: "Pairings as a QR code",
    qr_standings: "Standings as a QR code",
  },
  ru: {
    slip_title: "Бланк результата для организатора",
    slip_hint: "Введите код турнира, раунд и стол из списка пар; организатор сканирует код.",
    slip_event: "Код турнира",
    slip_round: "Раунд",
    slip_table: "Стол",
    slip_qr: "Бланк результата: {a} {result} {b}, раунд {round}, стол {table}",
    slip_text: "Бланк текстом",
    slip_scan: "Сканировать бланк результата",
    slip_scan_title: "Сканирование бланка",
    slip_scan_hint: "Поднесите код бланка к камере.",
    slip_no_camera: "Камерой здесь воспользоваться нельзя ({reason}): вставьте или введите текст бланка.",
    slip_paste: "Или вставьте текст бланка",
    slip_record: "Записать этот бланк",
    slip_recorded: "Записано: раунд {round}, {player} {result}",
    slip_event_code: "Код турнира: {code}",
    slip_no_api: "у этого браузера нет доступа к камере",
    slip_camera_NotAllowedError: "доступ к камере не разрешён",
    slip_camera_NotFoundError: "на этом устройстве нет камеры",
    slip_camera_NotReadableError: "камера занята или не читается",
    slip_camera_OverconstrainedError: "подходящей камеры нет",
    slip_camera_SecurityError: "этой странице нельзя пользоваться камерой",
    qr_hint: "Камера любого телефона прочтёт эти коды как текст: без приложения и без сети.",
    qr_part: "{title}, часть {n} из {of}",
    qr_pairings: "Пары QR-кодом",
    qr_standings: "Таблица QR-кодом",
  },
};

export const SLIP_ERRORS = { ru: {
  slip_unreadable: "Это не бланк результата этого приложения",
  slip_other_event: "Этот бланк — с другого турнира",
  slip_other_round: "Этот бланк — за другой раунд",
  slip_other_pairing: "За этим столом в этом раунде играют другие игроки",
}, en: {
  slip_unreadable: "This is not a result slip of this app",
  slip_other_event: "This slip is for another event",
  slip_other_round: "This slip is for another round",
  slip_other_pairing: "Other players are paired at that table in this round",
} };

// The match screen's slip, once the match is over: three fields the players fill from the
// pairings, and the code, drawn again as they type. What is typed and the engine's last
// answer are the mounted match screen's (freshSlip); its code is drawn on one canvas, made
// once, which the screen's drawing only places (`data-own`): a redraw leaves its pixels.
/** @returns {SlipUi} */
export const freshSlip = () => ({ form: { event: "", round: "", table: "" }, asked: "", count: 0, text: "", said: "",
  canvas: null, painted: "" });

/**
 * @param {App} app @param {SlipUi} slip @param {MatchState} m @param {MatchReport} report its result
 * @param {() => void} redraw the screen, drawn again
 */
export function slipSection(app, slip, m, report, redraw) {
  const form = slip.form;
  const request = JSON.stringify({ event: form.event || "", round: form.round || "", table: form.table || "", a: m.a, b: m.b,
    result: report.result, agreed_draw: report.agreed_draw });
  if (request !== slip.asked) { slip.asked = request; askSlip(app, slip, request, redraw); }
  const field = (/** @type {keyof SlipForm} */ key, /** @type {string} */ label, /** @type {Record<string, string>} */ attrs) => h("label", { class: "stack" }, label,
    h("input", bind(form, key, { testid: `slip-${key}`, ...attrs,
      oninput: (/** @type {Event} */ e) => { form[key] = typedText(e); redraw(); } })));
  return h("section", { class: "slip", testid: "slip" },
    h("h3", { text: t("slip_title") }),
    h("p", { class: "muted", text: t("slip_hint") }),
    h("div", { class: "button-row" },
      field("event", t("slip_event"), { maxlength: "6", autocapitalize: "characters", autocomplete: "off", size: "7" }),
      field("round", t("slip_round"), { type: "number", min: "1", inputmode: "numeric" }),
      field("table", t("slip_table"), { type: "number", min: "1", inputmode: "numeric" })),
    h("p", { class: "muted", testid: "slip-said", "aria-live": "polite", text: slip.said }),
    h("div", { "data-own": "slip-qr" }),
    h("details", {}, h("summary", { text: t("slip_text") }), h("output", { class: "slip-text", testid: "slip-text", text: slip.text })));
}

// The engine makes the slip's text (in a worker: only the latest typing counts).
/** @param {App} app @param {SlipUi} slip @param {string} request @param {() => void} redraw */
async function askSlip(app, slip, request, redraw) {
  const engine = app.engine;
  if (!engine) return;
  const mine = ++slip.count;
  const answer = await engine.make_slip(request);
  if (mine !== slip.count) return;
  const form = slip.form;
  slip.text = answer.ok ? answer.text : "";
  slip.said = answer.ok || !(form.event || form.round || form.table) ? "" : errorText(answer.error);
  redraw();
}

// The slip's code on its canvas, after each drawing: placed once, drawn again when the text changes.
/** @param {Element} root the screen @param {SlipUi} slip @param {MatchState} m @param {MatchReport} report */
export function paintSlip(root, slip, m, report) {
  const canvas = slip.canvas ??= /** @type {HTMLCanvasElement} */ (h("canvas", { class: "slip-qr", testid: "slip-qr", role: "img", hidden: true }));
  fillOwned(root, "slip-qr", "canvas", () => canvas);
  if (!slip.text) { canvas.hidden = true; slip.painted = ""; canvas.setAttribute("aria-label", t("slip_title")); return; }
  if (slip.painted === slip.text) return;
  const text = slip.painted = slip.text;
  const result = report.result.slice(0, report.result[2] ? 3 : 2).join("-");
  const label = t("slip_qr", { a: m.a, b: m.b, result, round: slip.form.round, table: slip.form.table });
  drawQr(canvas, text, { level: "M", width: 480, shown: 260 }).then(() => {
    if (slip.painted !== text) return;
    canvas.hidden = false;
    canvas.setAttribute("aria-label", label);
  });
}

// The organiser's scanner: camera when there is one, the slip's text otherwise. However it
// closes, the camera stops and `back` (the tournament screen) opens again.
/** @param {App} app @param {() => void} back */
export function openSlipScanner(app, back = () => {}) {
  /** @type {MediaStream | null} */
  let stream = null;
  let stopped = false;
  const stop = () => {
    stopped = true;
    if (stream) for (const track of stream.getTracks()) track.stop();
  };
  // in the same task as the close, so the layer history sees one sheet replacing another
  const closed = () => { stop(); back(); };
  openSheet(t("slip_scan_title"), (/** @type {HTMLElement} */ body) => {
    const video = /** @type {HTMLVideoElement} */ (h("video", { class: "slip-video", testid: "slip-video", muted: true, playsinline: true }));
    const note = h("p", { class: "muted", testid: "slip-camera-note", text: t("slip_scan_hint") });
    const pasted = /** @type {HTMLTextAreaElement} */ (h("textarea", { rows: "3", testid: "slip-paste", "aria-label": t("slip_paste") }));
    const record = async (/** @type {string} */ text) => {
      const engine = await app.whenEngine();
      const answer = await engine.read_slip(text);
      if (!answer.ok) { toast(errorText(answer.error)); return false; }
      const done = await app.send(answer.action);
      if (done.ok) {
        const a = answer.action;
        toast(t("slip_recorded", { round: a.round, player: a.player, result: a.result.join("-") }), "ok");
        stop();
        closeSheet();
      }
      return done.ok;
    };
    body.append(note, video,
      h("label", { class: "stack" }, t("slip_paste"), pasted),
      h("button", { class: "primary wide-btn", testid: "slip-record", onclick: (/** @type {Event} */ e) => {
        const button = tappedButton(e);
        button.disabled = true;                        // one tap records one slip
        record(pasted.value.trim()).finally(() => { button.disabled = false; });
      } }, t("slip_record")));
    startCamera(video, note, (text) => record(text), () => stopped).then((s) => { stream = s; if (stopped) stop(); });
  }, { testid: "slip-scanner", onClose: closed });
}

/**
 * @param {HTMLVideoElement} video @param {HTMLElement} note
 * @param {(text: string) => Promise<boolean>} found @param {() => boolean} isStopped
 */
async function startCamera(video, note, found, isStopped) {
  let stream;
  try {
    if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
      video.hidden = true;
      note.textContent = t("slip_no_camera", { reason: t("slip_no_api") });
      return null;
    }
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  } catch (error) {
    video.hidden = true;
    note.textContent = t("slip_no_camera", { reason: reasonOf(error, "slip_camera") });
    return null;
  }
  video.srcObject = stream;
  await video.play().catch(() => {});
  const detector = window.BarcodeDetector ? new window.BarcodeDetector({ formats: ["qr_code"] }) : null;
  const canvas = document.createElement("canvas");
  const look = async () => {
    if (isStopped() || !video.isConnected) return;
    let text = null;
    try {
      if (detector) {
        const codes = await detector.detect(video);
        text = codes.length ? codes[0].rawValue : null;
      } else if (video.videoWidth) {
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        const ctx = canvas.getContext("2d", { willReadFrequently: true });
        if (ctx) {
          ctx.drawImage(video, 0, 0);
          text = await decodeImage(ctx.getImageData(0, 0, canvas.width, canvas.height));
        }
      }
    } catch (_) { text = null; }
    if (text && await found(text)) return;
    setTimeout(look, 250);
  };
  look();
  return stream;
}

/** @param {ImageData} imageData */
export async function decodeImage(imageData) {
  const code = (await jsqr())(imageData.data, imageData.width, imageData.height);
  return code ? code.data : null;
}

// Pairings or standings as QR codes of plain text, which any phone's camera shows as text
// (no app and no network needed). A long text is split at line ends over several codes.
const QR_CHUNK = 500;          // characters a code: small enough for a phone camera at arm's length

/** @param {string} title @param {string} text */
export function textCodes(title, text) {
  const lines = text.split("\n");
  const chunks = [];
  let current = "";
  for (const line of lines) {
    if (current && (current.length + line.length + 1) > QR_CHUNK) { chunks.push(current); current = ""; }
    current = current ? `${current}\n${line}` : line;
  }
  if (current) chunks.push(current);
  const box = h("div", { class: "qr-codes", testid: "qr-codes" });
  chunks.forEach((chunk, i) => {
    const label = chunks.length > 1 ? t("qr_part", { title, n: i + 1, of: chunks.length }) : title;
    const canvas = /** @type {HTMLCanvasElement} */ (h("canvas", { class: "slip-qr", role: "img", "aria-label": label, testid: `qr-code-${i}` }));
    const body = chunks.length > 1 ? `${chunk}\n(${i + 1}/${chunks.length})` : chunk;
    drawQr(canvas, body, { level: "L", width: 720, shown: 480 }).catch(() => {});
    box.append(h("figure", {}, canvas, h("figcaption", { class: "muted", text: label })));
  });
  return box;
}

/** @param {string} title @param {string} text @param {() => void} back */
export function openTextCodes(title, text, back = () => {}) {
  openSheet(title, (/** @type {HTMLElement} */ body) => {
    body.append(h("p", { class: "muted", text: t("qr_hint") }), textCodes(title, text));
  }, { testid: "qr-sheet", onClose: () => back() });
}

// A QR code drawn square on screen whatever the sheet's width or the phone's orientation,
// with its quiet zone (four modules of white, ISO/IEC 18004): the library sizes the canvas
// by inline styles, which the page's max-width would squash; the canvas keeps its drawing
// (`width` device pixels) and CSS shows it square, at most `shown` CSS pixels, the screen's
// width and the screen's height under the sheet's header (a camera needs all of it at once).
/**
 * @param {HTMLCanvasElement} canvas @param {string} text
 * @param {{ level?: "L" | "M" | "Q" | "H", width?: number, shown?: number }} [options]
 */
export async function drawQr(canvas, text, { level = "M", width = 480, shown = 320 } = {}) {
  await (await qrcode()).toCanvas(canvas, text, { errorCorrectionLevel: level, margin: 4, width,
    color: { dark: "#000000", light: "#ffffff" } });
  canvas.style.removeProperty("height");
  canvas.style.width = `min(100%, ${shown}px, calc(100vh - 8rem))`;
}

// For the tests, which read the drawn code back as a phone's camera would.
window.tkDecodeQr = (canvas) => {
  const ctx = canvas.getContext("2d");
  return ctx ? decodeImage(ctx.getImageData(0, 0, canvas.width, canvas.height)) : Promise.resolve(null);
};
// ... and a screenshot of the whole page (a PNG, base64), as a camera sees the screen: the
// text, the code's version and where its corners are, in the screenshot's pixels.
window.tkDecodeScreenshot = async (png64) => {
  const bytes = Uint8Array.from(atob(png64), (c) => c.charCodeAt(0));
  const image = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
  const canvas = document.createElement("canvas");
  canvas.width = image.width;
  canvas.height = image.height;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(image, 0, 0);
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const code = (await jsqr())(pixels.data, pixels.width, pixels.height, { inversionAttempts: "dontInvert" });
  return code ? { text: code.data, version: code.version, location: code.location } : null;
};
