// Unstable's 45 Contraptions: collector number, name, faction (an index into FACTIONS).
// Facts the app offers when players build a deck (seed 001 lets the app build them in); the
// engine holds the same list (engine/contraptions/unstable_set.py) and every rule that uses
// it. tests/browser/test_contraptions.py checks the two lists agree.

// In the order seed 001 numbers them for the dice-and-factions variant.
export const FACTIONS = [
  "Order of the Widget",
  "Agents of S.N.E.A.K.",
  "League of Dastardly Doom",
  "Goblin Explosioneers",
  "Crossbreed Labs",
];

// Short forms of the faction names, for narrow columns.
export const FACTION_SHORT = ["Widget", "S.N.E.A.K.", "Doom", "Goblins", "Labs"];

export const UNSTABLE = /** @type {[number, string, number][]} */ ([
  [167, "Accessories to Murder", 1],
  [168, "Applied Aeronautics", 0],
  [169, "Arms Depot", 4],
  [170, "Auto-Key", 0],
  [171, "Bee-Bee Gun", 4],
  [172, "Boomflinger", 3],
  [173, "Buzz Buggy", 3],
  [174, "Deadly Poison Sampler", 1],
  [175, "Dictation Quillograph", 1],
  [176, "Dispatch Dispensary", 1],
  [177, "Division Table", 2],
  [178, "Dogsnail Engine", 4],
  [179, "Dual Doomsuits", 2],
  [180, "Duplication Device", 0],
  [181, "Faerie Aerie", 1],
  [182, "Genetic Recombinator", 4],
  [183, "Gift Horse", 3],
  [184, "Gnomeball Machine", 0],
  [185, "Goblin Slingshot", 3],
  [186, "Guest List", 2],
  [187, "Hard Hat Area", 3],
  [188, "Head Banger", 3],
  [189, "Hypnotic Swirly Disc", 1],
  [190, "Inflation Station", 4],
  [191, "Insufferable Syphon", 1],
  [192, "Jamming Device", 2],
  [193, "Lackey Recycler", 2],
  [194, "Mandatory Friendship Shackles", 2],
  [195, "Neural Network", 2],
  [196, "Oaken Power Suit", 4],
  [197, "Optical Optimizer", 0],
  [198, "Pet Project", 2],
  [199, "Quick-Stick Lick Trick", 4],
  [200, "Rapid Prototyper", 0],
  [201, "Record Store", 0],
  [202, "Refibrillator", 4],
  [203, "Sap Sucker", 4],
  [204, "Sundering Fork", 2],
  [205, "Targeting Rocket", 3],
  [206, "Thud-for-Duds", 3],
  [207, "Top-Secret Tunnel", 1],
  [208, "Tread Mill", 0],
  [209, "Turbo-Thwacking Auto-Hammer", 3],
  [210, "Twiddlestick Charger", 1],
  [211, "Widget Contraption", 0],
]).map(([number, name, faction]) => ({ number, name, faction: FACTIONS[faction] }));

// Is this (a faction as the state names it, in text) one of the five an action names?
/** @param {string | null | undefined} name @returns {name is import("../types/actions").Faction} */
export function isFaction(name) { return FACTIONS.includes(name ?? ""); }

/** @param {string | null | undefined} faction */
export function factionShort(faction) {
  const index = faction ? FACTIONS.indexOf(faction) : -1;
  return index < 0 ? "" : FACTION_SHORT[index];
}
