// View-only shapes the tournament folder shares (read by tsc only; the build skips .d.ts).
// What the engine hands the view is never described here: it comes from ../types/state.

/** The three fields of a result slip, typed at the table and kept while the screen redraws. */
export type SlipForm = { event: string; round: string; table: string };

/** A match screen's slip: what is typed, the request last sent to the engine (and how many were
 *  sent: only the latest answer counts), its answer (the slip's text or why not), and the
 *  canvas its code is drawn on, with the text drawn there. */
export type SlipUi = { form: SlipForm; asked: string; count: number; text: string; said: string;
  canvas: HTMLCanvasElement | null; painted: string };

/** The Barcode Detection API's part the slip scanner uses (Chromium on Android; absent elsewhere). */
export interface BarcodeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}

declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => BarcodeDetector;
    /** For the tests: the alerts the round clock has sounded, in minutes left. */
    tkClockAlerts?: number[];
    /** For the tests: how long the last "Pair round" took, in ms. */
    tkLastPairMs?: number;
    /** For the tests: a drawn QR code read back. */
    tkDecodeQr?: (canvas: HTMLCanvasElement) => Promise<string | null>;
    /** For the tests: a screenshot (PNG, base64) read as a camera would. */
    tkDecodeScreenshot?: (png64: string) => Promise<{ text: string; version: number; location: object } | null>;
  }
}
