"""Text sizes shared by every Speedfabel picture.

The smallest is 22 px, about 10 px where Discord shows a picture 400 px wide
on a phone (checklist item 141).
"""

SMALL, NORMAL, LARGE, HUGE = 22, 26, 32, 48
