// The part of the qrcode package (1.5.4, pinned; it ships no types) that slips.js uses.
declare module "qrcode" {
  export interface CanvasOptions {
    errorCorrectionLevel?: "L" | "M" | "Q" | "H";
    margin?: number;
    width?: number;
    color?: { dark?: string; light?: string };
  }
  export function toCanvas(canvas: HTMLCanvasElement, text: string, options?: CanvasOptions): Promise<void>;
}
