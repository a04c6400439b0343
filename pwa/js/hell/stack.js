// The stack tracker (seed 000's freezing, seed 004's interrupting and blocking): a small
// optional panel. What resolves next and whether play goes on as if the stack were empty
// are the engine's answers (state.features.stack).

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { section, send, seatOptions } from "./common.js";

/** @param {import("./types").HellScreen} app @param {import("../types/state").TableState} state */
export function stackSection(app, state) {
  const stack = (state.features && state.features.stack) || { items: [], frozen: false, next: null, acts_as_empty: true };
  const f = app.ui.form;
  const title = `${t("hell_stack")} (${stack.items.length})${stack.frozen ? " ❄" : ""}`;
  return section(app, "stack", title, () => [
    stack.frozen ? h("p", { class: "hell-warn", testid: "hell-stack-frozen", text: t("hell_stack_frozen") }) : null,
    stack.items.length && stack.acts_as_empty ? h("p", { class: "muted", testid: "hell-stack-as-empty", text: t("hell_stack_as_empty") }) : null,
    stack.items.length ? h("ol", { class: "hell-stack-list", testid: "hell-stack-list" }, stack.items.map((item) =>
      h("li", { testid: `hell-stack-item-${item.id}`, dataset: { frozen: item.effectively_frozen ? "1" : "0" } },
        h("div", { class: "hell-stack-name" },
          h("strong", { text: item.name }), h("small", { class: "muted", text: ` · ${item.controller_name}` }),
          item.frozen ? h("span", { class: "hell-tag", text: t("hell_stack_frozen_item") }) : null,
          item.tapped ? h("span", { class: "hell-tag", text: t("hell_stack_tapped_item") }) : null,
          stack.next === item.id ? h("span", { class: "hell-tag next", text: t("hell_stack_next") }) : null),
        h("div", { class: "hell-actions" },
          h("button", { class: "small", testid: `hell-stack-freeze-${item.id}`,
            onclick: () => send(app, { type: item.frozen ? "stack_unfreeze" : "stack_freeze", item: item.id }) },
          t(item.frozen ? "hell_stack_unfreeze" : "hell_stack_freeze")),
          h("button", { class: "small", testid: `hell-stack-tap-${item.id}`,
            onclick: () => send(app, { type: item.tapped ? "stack_unfreeze" : "stack_freeze", item: item.id, tap: true }) },
          t(item.tapped ? "hell_stack_untap" : "hell_stack_tap")),
          h("button", { class: "small", testid: `hell-stack-resolve-${item.id}`,
            onclick: () => send(app, { type: "stack_resolve", item: item.id }) }, t("hell_stack_resolve")),
          h("button", { class: "small", testid: `hell-stack-interrupt-${item.id}`,
            onclick: () => send(app, { type: "stack_interrupt", item: item.id }) }, t("hell_stack_interrupt")),
          h("button", { class: "small", testid: `hell-stack-block-${item.id}`,
            onclick: () => send(app, { type: "stack_block", item: item.id }) }, t("hell_stack_block")))))) : h("p", { class: "muted", text: t("hell_stack_empty") }),
    h("div", { class: "button-row" },
      h("button", { testid: "hell-stack-resolve-next", disabled: !stack.items.length, onclick: () => send(app, { type: "stack_resolve" }) }, t("hell_stack_resolve_next")),
      h("button", { testid: "hell-stack-freeze-all", onclick: () => send(app, { type: stack.frozen ? "stack_unfreeze" : "stack_freeze", position: "all" }) },
        t(stack.frozen ? "hell_stack_unfreeze_all" : "hell_stack_freeze_all"))),
    stack.items.length > 1 ? h("div", { class: "button-row" },
      h("button", { testid: "hell-stack-freeze-top", onclick: () => send(app, { type: "stack_freeze", position: "top" }) }, t("hell_stack_freeze_top")),
      h("button", { testid: "hell-stack-freeze-bottom", onclick: () => send(app, { type: "stack_freeze", position: "bottom" }) }, t("hell_stack_freeze_bottom"))) : null,
    h("div", { class: "hell-inline" },
      h("input", { type: "text", maxlength: "200", value: f.stackName, placeholder: t("hell_stack_name"), "aria-label": t("hell_stack_name"),
        testid: "hell-stack-name", oninput: (e) => { f.stackName = e.target.value; } }),
      h("select", { testid: "hell-stack-controller", "aria-label": t("hell_stack_controller"), onchange: (e) => { f.stackController = e.target.value; } }, seatOptions(state, f.stackController)),
      h("button", { class: "primary", testid: "hell-stack-push", onclick: () => {
        const name = f.stackName.trim();
        if (!name) return;
        f.stackName = "";
        send(app, { type: "stack_push", name, controller: Number(f.stackController) })
          .then((r) => { if (!r.ok) f.stackName = name; });
      } }, t("hell_stack_push"))),
  ], { testid: "hell-stack" });
}
