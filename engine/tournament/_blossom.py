"""The working state of Edmonds' blossom algorithm (see ``matching.py`` for the contract).

Vocabulary.  Vertices are ``0..n-1``; a *blossom* is an odd cycle of sub-blossoms shrunk to
one node, numbered ``n..2n-1`` (a vertex is a trivial blossom).  ``children[b]`` lists the
sub-blossoms of ``b`` with the one holding its base first; ``links[b][i] = (x, y)`` is the
edge from ``x`` in ``children[b][i]`` to ``y`` in ``children[b][i + 1]`` (cyclically); the
links at odd positions are matched.  In a stage each top-level blossom is unlabelled, S
(even distance from a tree root) or T (odd); ``label_edge[b] = (x, y)`` is the edge that
labelled it, ``y`` inside ``b`` and ``x`` in the neighbouring tree node.  A vertex inside
an unexpanded T-blossom may also carry the T mark with its own ``label_edge``, meaning it is
reachable by a tight edge from an S-vertex; it matters when that T-blossom is expanded.
"""

from __future__ import annotations

FREE, S, T, MARK = 0, 1, 2, 4


class BlossomSolver:
    def __init__(self, n: int, edges: list[tuple[int, int, int]], max_cardinality: bool):
        self.n = n
        self.max_cardinality = max_cardinality
        self.ends = [(u, v) for u, v, _ in edges]
        self.weight2 = [2 * w for _, _, w in edges]
        self.adjacent: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        for k, (u, v, _) in enumerate(edges):
            self.adjacent[u].append((v, k))
            self.adjacent[v].append((u, k))
        top_weight = max(0, max(w for _, _, w in edges))
        self.top_weight = top_weight
        size = 2 * n
        self.mate = [-1] * n
        self.dual = [top_weight] * n + [0] * n  # doubled duals, u = top_weight / 2 at first
        self.top = list(range(n))  # top-level blossom holding each vertex
        self.parent = [-1] * size
        # An unused blossom number has no children, links or leaves (empty lists).
        self.children: list[list[int]] = [[] for _ in range(size)]
        self.links: list[list[tuple[int, int]]] = [[] for _ in range(size)]
        self.leaves: list[list[int]] = [[v] for v in range(n)] + [[] for _ in range(n)]
        self.base = list(range(n)) + [-1] * n
        self.unused = list(range(size - 1, n - 1, -1))
        self.label = [FREE] * size
        self.label_edge: list[tuple[int, int] | None] = [None] * size
        self.best = [-1] * size  # least-slack edge, see _scan
        self.best_list: list[list[int] | None] = [None] * size
        self.allowed = [False] * len(edges)
        self.queue: list[int] = []

    # --- the main loop ------------------------------------------------------------------

    def solve(self) -> list[int]:
        n = self.n
        self._match_heaviest_greedily()
        for _ in range(n):
            self._start_stage()
            augmented = False
            while True:
                if self._scan():
                    augmented = True
                    break
                kind, delta, item = self._dual_step()
                if kind == 0:
                    break
                self._update_duals(delta)
                if kind == 1:
                    break
                if kind == 2:
                    self.allowed[item] = True
                    u, v = self.ends[item]
                    self.queue.append(u if self.label[self.top[u]] == S else v)
                elif kind == 3:
                    self.allowed[item] = True
                    self.queue.append(self.ends[item][0])
                else:
                    self._expand(item, end_of_stage=False)
            if not augmented:
                break
            for b in range(n, 2 * n):
                if (
                    self.parent[b] == -1
                    and self.base[b] >= 0
                    and self.label[b] == S
                    and self.dual[b] == 0
                ):
                    self._expand(b, end_of_stage=True)
        return self.mate

    def _match_heaviest_greedily(self) -> None:
        """Match along edges of the top weight first: they are tight under the starting
        duals, so the invariants hold, and the stages only have the hard part left."""
        if self.top_weight == 0:
            return
        mate, heaviest = self.mate, 2 * self.top_weight
        for v in range(self.n):
            if mate[v] == -1:
                for w, k in self.adjacent[v]:
                    if mate[w] == -1 and self.weight2[k] == heaviest:
                        mate[v], mate[w] = w, v
                        break

    def _start_stage(self) -> None:
        n = self.n
        self.label[:] = [FREE] * (2 * n)
        self.label_edge[:] = [None] * (2 * n)
        self.best[:] = [-1] * (2 * n)
        self.best_list[n:] = [None] * n
        self.allowed[:] = [False] * len(self.allowed)
        self.queue.clear()
        for v in range(n):
            if self.mate[v] == -1 and self.label[self.top[v]] == FREE:
                self._assign(v, S, -1)

    def slack_of(self, u: int, v: int, weight: int) -> int:
        """The doubled slack of a (possibly absent) edge u-v under the current duals,
        counting the duals of the blossoms that hold both ends."""
        slack = self.dual[u] + self.dual[v] - 2 * weight
        if self.top[u] == self.top[v]:
            around_u = set()
            b = self.parent[u]
            while b != -1:
                around_u.add(b)
                b = self.parent[b]
            b = self.parent[v]
            while b != -1:
                if b in around_u:
                    slack += self.dual[b]
                b = self.parent[b]
        return slack

    def _slack(self, k: int) -> int:
        u, v = self.ends[k]
        return self.dual[u] + self.dual[v] - self.weight2[k]

    # --- growing the forest ---------------------------------------------------------------

    def _scan(self) -> bool:
        """Scan queued S-vertices along tight edges; True once the matching was augmented.

        Edges that are not tight yet are remembered as the least-slack edge of an S-blossom
        (towards another S-blossom) or of an unlabelled vertex (towards an S-vertex).
        """
        top, label, dual, weight2 = self.top, self.label, self.dual, self.weight2
        allowed, best, adjacent, queue = self.allowed, self.best, self.adjacent, self.queue
        while queue:
            v = queue.pop()
            for w, k in adjacent[v]:
                bv, bw = top[v], top[w]
                if bv == bw:
                    continue
                slack = 0
                if not allowed[k]:
                    slack = dual[v] + dual[w] - weight2[k]
                    if slack <= 0:
                        allowed[k] = True
                if allowed[k]:
                    if label[bw] == FREE:
                        self._assign(w, T, v)
                    elif label[bw] == S:
                        base = self._common_base(v, w)
                        if base >= 0:
                            self._add_blossom(base, v, w)
                        else:
                            self._augment(v, w)
                            return True
                    elif label[w] == FREE:
                        label[w] = T
                        self.label_edge[w] = (v, w)
                elif label[bw] == S:
                    kb = best[bv]
                    if kb == -1 or slack < self._slack(kb):
                        best[bv] = k
                elif label[w] == FREE:
                    kb = best[w]
                    if kb == -1 or slack < self._slack(kb):
                        best[w] = k
        return False

    def _labelled_by(self, b: int) -> tuple[int, int]:
        """The edge that labelled ``b``, which the caller knows to be labelled from a tree."""
        edge = self.label_edge[b]
        assert edge is not None, f"blossom {b} has no labelling edge"
        return edge

    def _assign(self, w: int, kind: int, v: int) -> None:
        """Label the top blossom of ``w`` S or T, reached from ``v`` (-1 for a tree root)."""
        b = self.top[w]
        self.label[w] = self.label[b] = kind
        self.label_edge[w] = self.label_edge[b] = (v, w) if v >= 0 else None
        self.best[w] = self.best[b] = -1
        if kind == S:
            self.queue.extend(self.leaves[b])
        else:
            base = self.base[b]
            self._assign(self.mate[base], S, base)

    def _common_base(self, v: int, w: int) -> int:
        """The base of the blossom closed by edge v-w, or -1 when the trees differ."""
        top, label, label_edge = self.top, self.label, self.label_edge
        marked = []
        base = -1
        while v != -1:
            b = top[v]
            if label[b] & MARK:
                base = self.base[b]
                break
            label[b] |= MARK
            marked.append(b)
            edge = label_edge[b]
            if edge is None:
                v = -1
            else:
                v = self._labelled_by(top[edge[0]])[0]
            if w != -1:
                v, w = w, v
        for b in marked:
            label[b] &= ~MARK
        return base

    def _add_blossom(self, base: int, v: int, w: int) -> None:
        """Shrink the odd cycle base..v-w..base into a new S-blossom."""
        top, label_edge, parent = self.top, self.label_edge, self.parent
        bb = top[base]
        b = self.unused.pop()
        self.base[b] = base
        parent[b] = -1
        parent[bb] = b
        chains: list[tuple[list[int], list[tuple[int, int]]]] = []
        for x in (v, w):
            chain: list[int] = []
            edges: list[tuple[int, int]] = []
            bx = top[x]
            while bx != bb:
                parent[bx] = b
                chain.append(bx)
                edge = self._labelled_by(bx)
                edges.append(edge)
                bx = top[edge[0]]
            chains.append((chain, edges))
        (chain_v, edges_v), (chain_w, edges_w) = chains
        self.children[b] = [bb] + chain_v[::-1] + chain_w
        self.links[b] = edges_v[::-1] + [(v, w)] + [(y, x) for x, y in edges_w]
        self.label[b] = S
        label_edge[b] = label_edge[bb]
        self.dual[b] = 0
        leaves: list[int] = []
        for c in self.children[b]:
            leaves.extend(self.leaves[c])
        self.leaves[b] = leaves
        for x in leaves:
            if self.label[top[x]] == T:
                self.queue.append(x)  # former T-vertices are S now
            top[x] = b
        self._merge_best_edges(b)

    def _merge_best_edges(self, b: int) -> None:
        """Least-slack edges from the new S-blossom ``b`` to each other S-blossom."""
        top, label, best, best_list, ends = (
            self.top,
            self.label,
            self.best,
            self.best_list,
            self.ends,
        )
        dual, weight2 = self.dual, self.weight2
        to_blossom: dict[int, tuple[int, int]] = {}
        for c in self.children[b]:
            listed = best_list[c]
            if listed is None:
                candidates = [k for x in self.leaves[c] for _, k in self.adjacent[x]]
            else:
                candidates = listed
            for k in candidates:
                u, v = ends[k]
                bu, bv = top[u], top[v]
                if bu == b:
                    bu = bv
                if bu != b and label[bu] == S:
                    slack = dual[u] + dual[v] - weight2[k]
                    known = to_blossom.get(bu)
                    if known is None or slack < known[0]:
                        to_blossom[bu] = (slack, k)
            best_list[c] = None
            best[c] = -1
        best_list[b] = [k for _, k in to_blossom.values()]
        best[b] = min(to_blossom.values(), default=(0, -1))[1]

    # --- changing the duals -------------------------------------------------------------------

    def _dual_step(self) -> tuple[int, int, int]:
        """(kind, delta, edge or blossom) of the next dual change; kind 0 means none exists.

        1: an unmatched vertex's dual reaches zero (optimum, weighted mode only);
        2: an S-to-unlabelled edge becomes tight; 3: an S-to-S edge becomes tight;
        4: a T-blossom's dual reaches zero and it must be expanded.
        """
        n, label, best, parent, top = self.n, self.label, self.best, self.parent, self.top
        kind, delta, item = 0, 0, -1
        if not self.max_cardinality:
            kind, delta = 1, min(self.dual[:n])
        for v in range(n):
            if best[v] != -1 and label[top[v]] == FREE:
                d = self._slack(best[v])
                if kind == 0 or d < delta:
                    kind, delta, item = 2, d, best[v]
        for b in range(2 * n):
            if best[b] != -1 and parent[b] == -1 and label[b] == S and (b < n or self.base[b] >= 0):
                d = self._slack(best[b]) // 2
                if kind == 0 or d < delta:
                    kind, delta, item = 3, d, best[b]
        for b in range(n, 2 * n):
            if self.base[b] >= 0 and parent[b] == -1 and label[b] == T:
                d = self.dual[b] // 2
                if kind == 0 or d < delta:
                    kind, delta, item = 4, d, b
        return kind, delta, item

    def _update_duals(self, delta: int) -> None:
        n, label, top, dual = self.n, self.label, self.top, self.dual
        for v in range(n):
            side = label[top[v]]
            if side == S:
                dual[v] -= delta
            elif side == T:
                dual[v] += delta
        for b in range(n, 2 * n):
            if self.base[b] >= 0 and self.parent[b] == -1:
                if label[b] == S:
                    dual[b] += 2 * delta
                elif label[b] == T:
                    dual[b] -= 2 * delta

    # --- expanding blossoms -------------------------------------------------------------

    def _expand(self, b: int, end_of_stage: bool) -> None:
        """Undo blossom ``b``; mid-stage (a T-blossom) its children are relabelled."""
        for c in self.children[b]:
            self.parent[c] = -1
            if c < self.n:
                self.top[c] = c
            elif end_of_stage and self.dual[c] == 0:
                self._expand(c, end_of_stage)
            else:
                for x in self.leaves[c]:
                    self.top[x] = c
        if not end_of_stage and self.label[b] == T:
            self._relabel_children(b)
        self.label[b] = FREE
        self.label_edge[b] = None
        self.children[b], self.links[b], self.leaves[b] = [], [], []
        self.base[b] = -1
        self.best[b] = -1
        self.best_list[b] = None
        self.unused.append(b)

    def _relabel_children(self, b: int) -> None:
        """Children of an expanded T-blossom: T, S, ..., T along the even path from the
        child that was entered to the base child; the rest unlabelled unless reachable."""
        label, top = self.label, self.top
        kids, links = self.children[b], self.links[b]
        count = len(kids)
        s_vertex, t_vertex = self._labelled_by(b)
        entry = top[t_vertex]
        j = kids.index(entry)
        step = 1 if j % 2 else -1
        while j != 0:
            label[t_vertex] = FREE
            self._assign(t_vertex, T, s_vertex)  # its mate's child becomes S
            j = (j + step) % count  # the S child
            nxt = (j + step) % count
            if step == 1:
                s_vertex, t_vertex = links[j]
            else:
                t_vertex, s_vertex = links[nxt]
            j = nxt
        base_child = kids[0]
        label[t_vertex] = label[base_child] = T  # its mate is S already
        self.label_edge[t_vertex] = self.label_edge[base_child] = (s_vertex, t_vertex)
        self.best[base_child] = -1
        j = step % count
        while kids[j] != entry:
            c = kids[j]
            if label[c] != S:
                reached = next((x for x in self.leaves[c] if label[x] == T), -1)
                if reached >= 0:
                    label[reached] = FREE
                    self._assign(reached, T, self._labelled_by(reached)[0])
            j = (j + step) % count

    # --- augmenting -----------------------------------------------------------------------------

    def _augment_blossom(self, b: int, v: int) -> None:
        """Swap matched and unmatched links in ``b`` so that vertex ``v`` becomes its base."""
        t = v
        while self.parent[t] != b:
            t = self.parent[t]
        if t >= self.n:
            self._augment_blossom(t, v)
        kids, links = self.children[b], self.links[b]
        count = len(kids)
        i = j = kids.index(t)
        step = 1 if i % 2 else -1
        while j != 0:
            j = (j + step) % count
            nxt = (j + step) % count
            if step == 1:
                x, y = links[j]
            else:
                y, x = links[nxt]
            if kids[j] >= self.n:
                self._augment_blossom(kids[j], x)
            if kids[nxt] >= self.n:
                self._augment_blossom(kids[nxt], y)
            self.mate[x] = y
            self.mate[y] = x
            j = nxt
        self.children[b] = kids[i:] + kids[:i]
        self.links[b] = links[i:] + links[:i]
        self.base[b] = self.base[self.children[b][0]]

    def _augment(self, v: int, w: int) -> None:
        """Flip the augmenting path through edge v-w, from both ends to their roots."""
        for s, j in ((v, w), (w, v)):
            while True:
                bs = self.top[s]
                if bs >= self.n:
                    self._augment_blossom(bs, s)
                self.mate[s] = j
                edge = self.label_edge[bs]
                if edge is None:
                    break
                bt = self.top[edge[0]]
                s, j = self._labelled_by(bt)
                if bt >= self.n:
                    self._augment_blossom(bt, j)
                self.mate[j] = s
