"""Geheimzahl, the kit's test game (not shipped): a sealed simultaneous step."""
