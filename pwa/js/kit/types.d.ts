// The shared kit's view-only shapes (read by tsc only; the build skips .d.ts files).
import type { EngineError } from "../types/state";

// What h() takes as children: nodes, text (numbers shown as text), nothing (null, undefined,
// false: `cond && h(...)`), and arrays of these at any depth (`list.map(...)`).
export type Child = Node | string | number | false | null | undefined | readonly Child[];

// The element h(tag) makes: the tag's own element type (h("input") is an HTMLInputElement),
// or HTMLElement for a tag known only when the code runs.
export type ElementOf<K extends string> = K extends keyof HTMLElementTagNameMap ? HTMLElementTagNameMap[K] : HTMLElement;

// An event handler's event: the event's own type, with currentTarget the element the handler
// is on. A change or input on a form control, and a details element's toggle, come from the
// element itself, so their target is that element too (e.target.value reads the field).
type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type TargetOf<E, K> = K extends "change" | "input" ? (E extends FormControl ? { target: E } : unknown)
  : K extends "toggle" ? (E extends HTMLDetailsElement ? { target: E } : unknown) : unknown;
export type EventOf<E extends HTMLElement, K extends keyof HTMLElementEventMap> =
  HTMLElementEventMap[K] & { currentTarget: E } & TargetOf<E, K>;

// Checked as a method is (bivariantly): a handler written for a narrower event than the map
// names (an InputEvent for "input") is still taken.
type Handler<Ev> = { handle(event: Ev): unknown }["handle"];

// on<event> attributes: h("button", { onclick: (e) => ... }) adds the listener.
export type Handlers<E extends HTMLElement> = {
  [K in keyof HTMLElementEventMap as `on${K}`]?: Handler<EventOf<E, K>> | null | false;
};

// Any attribute's value: a string or number (set as text), true (present) or false, null,
// undefined (absent), a handler, a dataset or a style object.
export type AttrValue = string | number | boolean | null | undefined | ((event: never) => unknown)
  | Partial<CSSStyleDeclaration> | { [key: string]: string | undefined };

// h()'s attributes. The kit's own keys: class, text (set as text, never parsed), testid
// (data-testid), dataset, style (an object, or the attribute's text); on<event> handlers;
// any other key is set as an attribute (true: present; false, null, undefined: absent).
export type Attrs<E extends HTMLElement = HTMLElement> = Handlers<E> & {
  class?: string | null | false;
  text?: string | number | null | false;
  testid?: string | null | false;
  dataset?: { [key: string]: string | undefined };
  style?: Partial<CSSStyleDeclaration> | string;
  id?: string;
  hidden?: boolean | null;
  disabled?: boolean | null;
  [attribute: string]: AttrValue;
};

// A refusal to put in words: the engine's, or one the view makes itself (a failed disk write,
// a cancelled wait), which has a code and maybe a message, and no details.
export type Refusal = Pick<EngineError, "error"> & Partial<EngineError>;

// Strings a feature brings, per language: addStrings({ en: {...}, ru: {...} }).
export type StringTables = { en?: Record<string, string>; ru?: Record<string, string> };

// t()'s parameters: {name} is filled with the value as text; {n#noun} with n and the noun's
// plural form for it.
export type Params = Record<string, string | number>;

declare global {
  interface Window {
    tkSignals?: number;                          // end-of-time signals given (tests read it)
    webkitAudioContext?: typeof AudioContext;    // older Safari's name for it
  }
}
