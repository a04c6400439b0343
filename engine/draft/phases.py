"""The phases of a draft: picking, the review between packs (appendix B), a Rochester pack's
look before its picks (8.5), and done."""

PICK, REVIEW, LOOK, DONE = "pick", "review", "look", "done"
