"""Text sizes shared by every picture.

The smallest is 22 px, about 10 px where Discord shows a picture 400 px wide
on a phone (the legibility floor every game's pictures keep).
"""

SMALL, NORMAL, LARGE, HUGE = 22, 26, 32, 48
