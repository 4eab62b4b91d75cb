"""Text sizes shared by pictures 720 px wide.

Discord shows a picture 400 px wide on a phone; in a 720 px wide picture
the smallest text (30 px) has capitals 12.2 px high there, the legibility
floor every game's pictures keep (issue 38). Where that leaves too little
room, a picture changes its layout, not this floor.
"""

SMALL, NORMAL, LARGE, HUGE = 30, 30, 36, 48
