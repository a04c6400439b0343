"""Drafting: pick timers (Tournament Rules appendix B) and who passes to whom (CR 905.1b,
Tournament Rules 7.7, 9.7).  Pure functions; the app runs the clock."""
