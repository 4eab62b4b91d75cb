"""Speedtrödel's pictures: the public table, the private hand, the last
trick, the Kassensturz, the end board and the Händlerschule's lessons."""
