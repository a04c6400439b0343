// Where each seat's panel sits on a phone lying in the middle of the table, and which way
// it turns to face its player. Seats go clockwise: up the left side, across the top, down
// the right side, so seat 0 is at the bottom left (or the bottom, for two players).
// Lying flat in landscape, the players sit along the long sides (the top and bottom rows)
// and an odd one at the left end; seat 0 is again at the bottom left.

// A seat's cell in the table's grid (row and column as CSS grid lines) and its turn in degrees.
/** @typedef {{ row: number | string, col: string, turn: number }} SeatCell */
/** @typedef {{ rows: number, cols?: number, cells: SeatCell[] }} SeatLayout */

/** @param {number} count @param {boolean} [landscape] @returns {SeatLayout} */
export function seatLayout(count, landscape = false) {
  return landscape ? landscapeLayout(count) : portraitLayout(count);
}

/** @param {number} count @returns {SeatLayout} */
function landscapeLayout(count) {
  if (count <= 1) return { rows: 1, cols: 1, cells: [{ row: 1, col: "1", turn: 0 }] };
  const end = count % 2;                 // an odd seat sits alone at the left end
  const side = (count - end) / 2;        // seats on each long side
  const cols = side + end;
  /** @type {SeatCell[]} */
  const cells = [{ row: 2, col: String(end + 1), turn: 0 }];
  if (end) cells.push({ row: "1 / 3", col: "1", turn: 90 });
  for (let i = 0; i < side; i++) cells.push({ row: 1, col: String(end + 1 + i), turn: 180 });
  for (let i = side - 1; i >= 1; i--) cells.push({ row: 2, col: String(end + 1 + i), turn: 0 });
  return { rows: 2, cols, cells };
}

/** @param {number} count @returns {SeatLayout} */
function portraitLayout(count) {
  if (count <= 1) return { rows: 1, cells: [{ row: 1, col: "1 / 3", turn: 0 }] };
  if (count === 2) {
    return { rows: 2, cells: [{ row: 2, col: "1 / 3", turn: 0 }, { row: 1, col: "1 / 3", turn: 180 }] };
  }
  const top = count % 2;                 // an odd seat sits alone across the top
  const side = (count - top) / 2;        // seats on each long side
  const rows = side + top;
  /** @type {SeatCell[]} */
  const cells = [];
  for (let i = 0; i < side; i++) cells.push({ row: rows - i, col: "1", turn: 90 });
  if (top) cells.push({ row: 1, col: "1 / 3", turn: 180 });
  for (let j = 0; j < side; j++) cells.push({ row: top + 1 + j, col: "2", turn: -90 });
  return { rows, cells };
}
